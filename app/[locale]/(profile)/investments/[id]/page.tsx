import { sectionPage } from '@/components/layout/section-page';

const page = sectionPage('investment', '/investments/[id]');
export const generateMetadata = page.generateMetadata;
export default page.Page;
