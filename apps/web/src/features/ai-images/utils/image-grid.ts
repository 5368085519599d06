/** The columns every grid of images uses (results, latest generations, My Images). */
export const IMAGE_GRID_CLASS = 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4';
