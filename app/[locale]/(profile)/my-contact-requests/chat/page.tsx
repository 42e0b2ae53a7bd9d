import { sectionPage } from '@/components/layout/section-page';

const page = sectionPage('myContactRequestsChat', '/my-contact-requests/chat');
export const generateMetadata = page.generateMetadata;
export default page.Page;
