import { sectionPage } from '@/components/layout/section-page';

const page = sectionPage('advertisementDetails', '/profile/advertisements/[id]');
export const generateMetadata = page.generateMetadata;
export default page.Page;
