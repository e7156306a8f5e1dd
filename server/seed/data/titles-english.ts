// English-named titles: Myanmar productions with English names and international acquisitions. Ids 45–72.
import type { TitleSpec } from './build.ts'

export const englishTitles: TitleSpec[] = [
  {
    id: 45, title: 'Yangon Undercover', lang: 'en', kind: 'serie', eps: 8, year: 2025, genres: ['action', 'thriller'],
    description: 'A rookie detective goes undercover in a Yangon shipping company to expose a smuggling ring that reaches into the police force itself.',
    director: 'Soe Thiha Kyaw', actors: 'Aung Paing Soe, Khine Hnin Lwin, Zeyar Min', supporters: 'Thurein Hein, Htet Aung Kyaw', novel: 'Original story', script: 'Soe Thiha Kyaw',
  },
  {
    id: 46, title: 'The Tea Shop', lang: 'en', kind: 'serie', eps: 10, free: 2, year: 2024, genres: ['comedy'],
    description: 'Regulars, gossip and sweet milk tea: life at the busiest corner tea shop in downtown Yangon, where everybody knows everybody’s business.',
    director: 'Nyi Nyi Tun', actors: 'Ko Maung Gyi, Zaw Win Hla, Myat Mon Cho', supporters: 'Ba Gyi Ohn', novel: 'Original story', script: 'Nyi Nyi Tun',
  },
  {
    id: 47, title: 'Monsoon Hearts', lang: 'en', kind: 'serie', eps: 9, year: 2025, genres: ['romance', 'drama'],
    description: 'Two architects compete for the same heritage restoration project during one long rainy season, and find more than rivalry.',
    director: 'Thant Zin Hein', actors: 'Wai Yan Linn, Hnin Wai Phyu', supporters: 'Yoon Thiri, Min Thukha', novel: 'Moe Myint Oo', script: 'Thandar Khin',
  },
  {
    id: 48, title: 'Night Shift', lang: 'en', kind: 'serie', eps: 6, year: 2023, genres: ['drama', 'thriller'],
    description: 'At a city hospital after midnight, a young nurse notices patients recovering a little too fast, and starts asking the wrong questions.',
    director: 'Lena Hoffmann', actors: 'Priya Nair, Marcus Cole, Hiro Tanaka', supporters: 'Grace Liu', novel: 'Original story', script: 'Lena Hoffmann',
  },
  {
    id: 49, title: 'Silent Harbour', lang: 'en', kind: 'serie', eps: 8, year: 2024, genres: ['thriller'],
    description: 'When a fishing boat returns to a quiet harbour town with no crew on board, a retired inspector is pulled back for one last case.',
    director: 'Tom Whitaker', actors: 'Sofia Marin, Lucas Brandt, Nadia Haddad', supporters: 'Chen Wei', novel: 'Based on the novel by E. Carlow', script: 'Tom Whitaker',
  },
  {
    id: 50, title: 'Wild Asia: Rivers', lang: 'en', kind: 'serie', eps: 5, free: 2, year: 2023, genres: ['documentary'],
    description: 'From Himalayan glaciers to the Ayeyarwady delta, the great rivers of Asia and the wildlife and people that depend on them.',
    director: 'Kenji Watanabe', actors: 'Narrated by Grace Liu', supporters: 'Field teams in six countries', novel: 'None', script: 'Kenji Watanabe',
  },
  {
    id: 51, title: 'Little Explorers', lang: 'en', kind: 'serie', eps: 12, free: 2, year: 2025, genres: ['kids'],
    description: 'Three curious friends and their talking map discover a new place, animal or idea in every short, cheerful episode.',
    director: 'Nanda Myint', actors: 'Voices: Myat Mon Cho, Kaung Myat Htet', supporters: 'Animation team', novel: 'Original story', script: 'Myat Mon Cho',
  },
  {
    id: 52, title: 'Ghost Frequency', lang: 'en', kind: 'serie', eps: 6, year: 2025, genres: ['horror'],
    description: 'A late-night radio host takes a call from a listener who died twenty years ago, and the calls keep coming.',
    director: 'Htet Wai Yan', actors: 'Moe Moe Khin, Phone Pyae Zaw', supporters: 'Zun Pann Ei', novel: 'Original story', script: 'Htet Wai Yan',
  },
  {
    id: 53, title: 'Mandalay Street Food', lang: 'en', kind: 'serie', eps: 4, year: 2024, genres: ['documentary'],
    description: 'A hungry walk through Mandalay’s markets and night stalls, meeting the cooks behind mont di, shan noodles and sticky-rice sweets.',
    director: 'Nanda Myint', actors: 'Hosted by Phu Pwint Yee', supporters: 'Mandalay street vendors', novel: 'None', script: 'Nanda Myint',
  },
  {
    id: 54, title: 'Dino Park Pals', lang: 'en', kind: 'serie', eps: 10, year: 2024, genres: ['kids', 'comedy'],
    description: 'A clumsy young triceratops and his friends run the friendliest theme park of the Cretaceous.',
    director: 'Chen Wei', actors: 'Voices: Grace Liu, Hiro Tanaka', supporters: 'Animation team', novel: 'Original story', script: 'Chen Wei',
  },
  {
    id: 55, title: 'Campus Days', lang: 'en', kind: 'serie', eps: 7, year: 2023, genres: ['comedy', 'romance'],
    description: 'First year at university: new friends, impossible exams, a dormitory full of characters and a crush that will not go away.',
    director: 'Aung Ko Ko Latt', actors: 'Kaung Myat Htet, Zun Pann Ei, Nga Pain Lay', supporters: 'Myat Mon Cho', novel: 'Original story', script: 'Aung Ko Ko Latt',
  },
  {
    id: 56, title: 'The Last Ferry', lang: 'en', kind: 'single', year: 2024, genres: ['thriller'],
    description: 'Eight strangers board the last ferry across the river before a storm. Only seven are on it when it reaches the other side.',
    director: 'Soe Thiha Kyaw', actors: 'Kyaw Zin Htut, Khine Hnin Lwin', supporters: 'Ye Lin Oo, Yoon Thiri', novel: 'Thandar Khin', script: 'Soe Thiha Kyaw',
  },
  {
    id: 57, title: 'Iron Monsoon', lang: 'en', kind: 'single', year: 2025, genres: ['action'],
    description: 'A former stuntman must protect his sister’s garment factory from a gang that wants the land beneath it.',
    director: 'Aung Ko Ko Latt', actors: 'Zeyar Min, Thet Mon Myint', supporters: 'Thurein Hein', novel: 'Original story', script: 'Aung Ko Ko Latt',
  },
  {
    id: 58, title: 'Golden Land', lang: 'en', kind: 'single', free: 1, year: 2022, genres: ['documentary'],
    description: 'An aerial journey over Myanmar’s pagodas, rice fields, rivers and mountains, told through the seasons of one year.',
    director: 'Win Hlaing Myint', actors: 'Narrated by Phu Pwint Yee', supporters: 'Aerial camera team', novel: 'None', script: 'Win Hlaing Myint',
  },
  {
    id: 59, title: 'Midnight Caller', lang: 'en', kind: 'single', year: 2023, genres: ['horror'],
    description: 'A babysitter keeps receiving calls from inside the house she is looking after, and the voice knows her name.',
    director: 'Marcus Cole', actors: 'Sofia Marin, Lucas Brandt', supporters: 'Nadia Haddad', novel: 'Original story', script: 'Marcus Cole',
  },
  {
    id: 60, title: 'Paper Moon Café', lang: 'en', kind: 'single', free: 1, year: 2024, genres: ['romance', 'comedy'],
    description: 'A baker with a failing café and a food critic with a secret strike an unlikely deal that neither of them can keep.',
    director: 'Thant Zin Hein', actors: 'Wai Yan Linn, Chit Thu Zar', supporters: 'Ko Maung Gyi', novel: 'Original story', script: 'Thandar Khin',
  },
  {
    id: 61, title: 'Red Dragon Fist', lang: 'en', kind: 'single', year: 2021, genres: ['action'],
    description: 'A kung fu teacher comes out of retirement when his old school is threatened by an underground fighting league.',
    director: 'Chen Wei', actors: 'Hiro Tanaka, Grace Liu', supporters: 'Arthit Chaiyo', novel: 'Original story', script: 'Chen Wei',
  },
  {
    id: 62, title: 'The Heist Club', lang: 'en', kind: 'single', year: 2025, genres: ['action', 'comedy'],
    description: 'Four retired friends plan the perfect robbery to win back their pensions. Nothing about it is perfect.',
    director: 'Tom Whitaker', actors: 'Marcus Cole, Priya Nair, Daniel Reyes', supporters: 'Mina Park', novel: 'Original story', script: 'Tom Whitaker',
  },
  {
    id: 63, title: 'Starfall', lang: 'en', kind: 'single', year: 2024, genres: ['thriller'],
    description: 'After a meteor lands outside a mountain village, the villagers begin to dream the same dream every night.',
    director: 'Kenji Watanabe', actors: 'Mina Park, Daniel Reyes', supporters: 'Hiro Tanaka', novel: 'Original story', script: 'Kenji Watanabe',
  },
  {
    id: 64, title: 'Bamboo Bridge', lang: 'en', kind: 'single', year: 2023, genres: ['drama'],
    description: 'In a river village, a young engineer and a stubborn elder argue over whether to replace the old bamboo bridge.',
    director: 'Zaw Myo Oo', actors: 'Pyae Sone Aung, U Thein Phay', supporters: 'Chit Thu Zar', novel: 'Maung Sein Win', script: 'Zaw Myo Oo',
  },
  {
    id: 65, title: 'Laugh Out Loud Mandalay', lang: 'en', kind: 'single', free: 1, year: 2025, genres: ['comedy'],
    description: 'A night of stand-up and sketches recorded live in Mandalay with the country’s sharpest young comedians.',
    director: 'Nyi Nyi Tun', actors: 'Ko Maung Gyi, Zaw Win Hla, Nga Pain Lay', supporters: 'Live audience', novel: 'None', script: 'Various writers',
  },
  {
    id: 66, title: 'The Lonely Lighthouse', lang: 'en', kind: 'single', year: 2022, genres: ['horror', 'thriller'],
    description: 'A new lighthouse keeper on a remote island finds the logbook of his predecessor, whose last entries make no sense.',
    director: 'Lena Hoffmann', actors: 'Lucas Brandt, Nadia Haddad', supporters: 'Tom Whitaker', novel: 'Original story', script: 'Lena Hoffmann',
  },
  {
    id: 67, title: 'Ocean Giants', lang: 'en', kind: 'single', year: 2024, genres: ['documentary', 'kids'],
    description: 'Whales, whale sharks and manta rays of the Andaman Sea, and the scientists working to protect them.',
    director: 'Kenji Watanabe', actors: 'Narrated by Grace Liu', supporters: 'Marine research teams', novel: 'None', script: 'Kenji Watanabe',
  },
  {
    id: 68, title: 'Robo Buddy', lang: 'en', kind: 'single', free: 1, year: 2025, genres: ['kids', 'comedy'],
    description: 'A lonely girl builds a robot from scrap for the school science fair, and it turns out to be the best friend she has ever had.',
    director: 'Chen Wei', actors: 'Voices: Zun Pann Ei, Kaung Myat Htet', supporters: 'Animation team', novel: 'Original story', script: 'Chen Wei',
  },
  {
    id: 69, title: 'Second Chance', lang: 'en', kind: 'single', year: 2021, genres: ['drama'],
    description: 'Released after eight years in prison, a former taxi driver tries to rebuild his life and win back his daughter’s trust.',
    director: 'Zaw Myo Oo', actors: 'Nay Min Thu, Su Myat Noe', supporters: 'Daw Khin San Yi', novel: 'Original story', script: 'Zaw Myo Oo',
  },
  {
    id: 70, title: 'Speed Lane', lang: 'en', kind: 'single', year: 2024, genres: ['action'],
    description: 'A delivery rider with a talent for shortcuts is recruited for an illegal night race across the city.',
    director: 'Aung Ko Ko Latt', actors: 'Kaung Myat Htet, Thet Mon Myint', supporters: 'Zeyar Min', novel: 'Original story', script: 'Aung Ko Ko Latt',
  },
  {
    id: 71, title: 'Mountain Echo', lang: 'en', kind: 'single', year: 2023, genres: ['drama'],
    description: 'A city doctor posted to a clinic in the Chin hills learns medicine is only half of what the village needs from her.',
    director: 'Daw Khin Mar Lar Win', actors: 'Thinzar Mon, Pyae Sone Aung', supporters: 'U Thein Phay', novel: 'Shwe Sin Oo', script: 'Daw Khin Mar Lar Win',
  },
  {
    id: 72, title: 'The Weavers of Amarapura', lang: 'en', kind: 'single', year: 2022, genres: ['documentary'],
    description: 'Inside the silk workshops of Amarapura, where the patterns of acheik longyi are still woven by hand on wooden looms.',
    director: 'Nanda Myint', actors: 'Documentary', supporters: 'Weavers of Amarapura', novel: 'None', script: 'Nanda Myint',
  },
]
