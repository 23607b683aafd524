export { WorkshopGallery } from './ui/workshop-gallery';
export { GALLERY_WORKSHOPS } from './model/gallery';
