import { sectionPage } from '@/components/layout/section-page';

const page = sectionPage('wallet', '/profile/wallet');
export const generateMetadata = page.generateMetadata;
export default page.Page;
