import { sectionPage } from '@/components/layout/section-page';

const page = sectionPage('editAdvertisement', '/profile/advertisements/[id]/edit');
export const generateMetadata = page.generateMetadata;
export default page.Page;
