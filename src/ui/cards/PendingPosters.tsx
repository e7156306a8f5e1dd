// A poster row still to be drawn holds the place of its posters (spec: 112 by 160, two title
// lines), so the page keeps its height as rows come in: one plain block, not the pulsing skeleton's
// posters. A row is drawn before it reaches the screen; elements and animations there would only
// cost a phone.
export function PendingPosters() {
  return (
    <div aria-hidden="true" className="px-4 pb-2">
      {/* A 160 px poster, its 4 px gap and two title lines at text-xs with the poster title's
          leading and the room a clamp keeps under Burmese marks (all set per language in src/styles.css). */}
      <div className="h-[calc(10.25rem+var(--text-xs)*(var(--leading-snug)*2+var(--clamp-room,0)))] rounded-md bg-slate-200 dark:bg-slate-800" />
    </div>
  )
}
