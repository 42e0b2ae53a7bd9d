import { sectionPage } from '@/components/layout/section-page';

const page = sectionPage('notifications', '/notifications');
export const generateMetadata = page.generateMetadata;
export default page.Page;
