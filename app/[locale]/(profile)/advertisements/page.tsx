import { sectionPage } from '@/components/layout/section-page';

const page = sectionPage('advertisements', '/advertisements');
export const generateMetadata = page.generateMetadata;
export default page.Page;
