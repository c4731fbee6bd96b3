// One line per block type, in the words a marketer picks a block by (what a visitor sees, not the schema's terms),
// for the block palette and its search. A type missing here still shows, with its name only.
export const blockDescriptions: Record<string, string> = {
  intro: "The opening of the page: headline, buttons, a picture and partner logos.",
  numbers: "Three big figures that prove the point.",
  features: "A headline with a list of what the product does and a button.",
  forWho: "Two cards side by side, one for each kind of customer.",
  benefits: "Four cards with the main reasons to choose us.",
  videoGuide: "A video that plays on the page when clicked.",
  awards: "Rating badges and what reviewers say.",
  successes: "Customer success stories as cards.",
  inspoGuide: "A promo for a downloadable guide.",
  salesBlock: "A demo booking calendar with the sales team's contacts.",
  cta: "A closing headline with one or two buttons.",
  richText: "Free text: paragraphs, lists and links.",
  signupEmail: "A name and e-mail form that starts a sign-up.",
};

/** The entry's words for the search: its name, its description and its type as the files spell it. */
export const searchText = (type: string, name: string) => `${name} ${blockDescriptions[type] ?? ""} ${type}`.toLowerCase();
