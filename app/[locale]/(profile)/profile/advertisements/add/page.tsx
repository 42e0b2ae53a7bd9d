import { sectionPage } from '@/components/layout/section-page';

const page = sectionPage('addAdvertisement', '/profile/advertisements/add');
export const generateMetadata = page.generateMetadata;
export default page.Page;
