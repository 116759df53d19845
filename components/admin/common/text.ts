import type { ImageFieldText } from '@/components/ui/form/ImageField';
import { adminText } from '@/content/admin';

const common = adminText.common;

/** The image chooser's words on every admin form. */
export const imageFieldText: ImageFieldText = {
  choose: common.chooseImage,
  noFileChosen: common.noFileChosen,
  previewImage: common.previewImage,
  imagePreview: common.imagePreview,
  current: common.currentImage,
  close: common.close,
};
