/** A share card's words, as a service page's card has them: the share image tests draw it. */
export const SHARE_CARD = {
  title: 'Cybersecurity',
  section: 'IT Consulting & Services',
  company: 'Aldermoor Technologies',
  host: 'www.example.com',
  tagline: 'IT consulting, staffing and learning & development',
};
