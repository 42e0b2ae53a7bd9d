import { sectionPage } from '@/components/layout/section-page';

const page = sectionPage('investments', '/investments');
export const generateMetadata = page.generateMetadata;
export default page.Page;
