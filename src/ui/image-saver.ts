import { createContext, useContext } from 'react'

/**
 * Whether pictures are asked for as the data saver wants them (1× and the low quality). The shell
 * provides it from the data saver's setting; ui/ holds no feature, so it only reads it here.
 */
export const ImageSaverContext = createContext(false)

export const useImageSaver = () => useContext(ImageSaverContext)
