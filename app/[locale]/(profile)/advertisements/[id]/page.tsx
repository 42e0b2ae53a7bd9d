import { sectionPage } from '@/components/layout/section-page';

const page = sectionPage('advertisement', '/advertisements/[id]');
export const generateMetadata = page.generateMetadata;
export default page.Page;
