import { sectionPage } from '@/components/layout/section-page';

const page = sectionPage('adsPage', '/profile/ads-page');
export const generateMetadata = page.generateMetadata;
export default page.Page;
