import { sectionPage } from '@/components/layout/section-page';

const page = sectionPage('myAdvertisements', '/profile/advertisements');
export const generateMetadata = page.generateMetadata;
export default page.Page;
