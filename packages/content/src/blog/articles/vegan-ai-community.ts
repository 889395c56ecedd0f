import { defineArticle } from '../define'

/** AI for vegan and values-led businesses: growing a community with AI without compromising values. */
export default defineArticle({
  slug: 'vegan-ai-community',
  title: 'AI for Vegan and Values-Led Businesses: Growing Community Without Compromise',
  seoTitle: 'AI for Vegan and Values-Led Businesses',
  description:
    'How vegan cafés, plant-based brands and animal sanctuaries can use AI to grow their community while staying true to their values on animals and the planet.',
  keywords: [
    'AI for vegan business',
    'plant-based business marketing',
    'ethical AI use',
    'vegan community building',
    'animal sanctuary AI',
    'values-led business AI',
  ],
  datePublished: '2025-08-13',
  category: 'Community & Ethics',
  tags: ['Vegan Business', 'Community', 'Ethics', 'Sustainability', 'Marketing'],
  hero: {
    badge: 'Community & Ethics',
    headline: 'AI for the Vegan Community: Grow Your Reach, Keep Your Values',
    intro:
      'Vegan and plant-based businesses are built on values: care for animals, for the planet and for honesty about what goes into things. So it is no surprise that many owners we talk to feel uneasy about AI. Does it waste energy? Will it write claims we cannot stand behind? Will it replace the human warmth that makes our community special? These are good questions. This piece answers them plainly and shows how cafés, brands and sanctuaries are using AI to spend less time on admin and more time with the people and animals they exist for.',
    image: {
      src: '/images/blog/vegan-ai-community.svg',
      alt: 'A community table of plant-based dishes with a laptop showing an event newsletter',
      width: 1200,
      height: 630,
    },
  },
  keyTakeaways: [
    'AI is a tool; whether it fits your values depends on how you use it, not on the technology itself.',
    'The biggest gains for values-led businesses are in admin: answering common questions, newsletters, rosters and grant drafts.',
    'Honesty is non-negotiable: every claim about ingredients, sustainability or animal welfare must be checked by a person.',
    'Your community stays human. Use AI to free up time for real conversations, not to fake them.',
  ],
  sections: [
    {
      id: 'values-first',
      heading: 'Why values-led businesses hesitate, and why that is healthy',
      blocks: [
        {
          type: 'paragraph',
          text: 'Most businesses ask one question about AI: will it save money? Vegan and ethical businesses ask three more. Is it honest? What does it cost the environment? Does it respect the people, and animals, affected by it? Customers in this community ask the same questions of you, which is why getting the answers right matters more here than almost anywhere else.',
        },
        {
          type: 'paragraph',
          text: 'Hesitation is not the same as refusal. The plant-based café down the road is competing with chains that already use AI for ordering, marketing and rostering. A small sanctuary is competing for donations and volunteer hours against organisations with paid communications teams. Used carefully, AI can narrow those gaps without asking you to give up anything you stand for.',
        },
      ],
    },
    {
      id: 'where-ai-helps',
      heading: 'Where AI genuinely helps',
      blocks: [
        {
          type: 'cards',
          items: [
            {
              title: 'Answering the same questions, kindly',
              icon: 'MessageCircle',
              text: '"Is the pesto nut-free?" "Are your wines vegan?" "Can I bring my dog to the open day?" An assistant trained on your own menu, ingredient lists and policies answers these at 10 pm, so staff are not glued to the inbox.',
            },
            {
              title: 'Newsletters and social posts',
              icon: 'Mail',
              text: "Turn a list of this week's specials, a market date and a recipe idea into a newsletter draft and a week of posts in your voice, then edit in minutes rather than writing from scratch.",
            },
            {
              title: 'Volunteer and staff rosters',
              icon: 'CalendarDays',
              text: 'Sanctuaries and community kitchens juggle dozens of volunteers. AI can draft rosters from availability forms, send reminders and summarise who is covering feeding, cleaning and open days.',
            },
            {
              title: 'Grants and funding applications',
              icon: 'FileText',
              text: 'Give an assistant your past applications, annual report and the grant guidelines, and it produces a structured first draft to check and improve. Hours become minutes on the parts that are repetitive.',
            },
            {
              title: 'Recipe and menu development',
              icon: 'ChefHat',
              text: 'Brainstorm seasonal dishes from what your growers have this week, scale recipes, or draft menu descriptions. The chef still tastes, decides and checks every ingredient.',
            },
            {
              title: 'Welcoming newcomers',
              icon: 'HeartHandshake',
              text: 'People curious about plant-based eating have lots of questions. A friendly guide on your website, built from your own resources, can point them to recipes, events and local groups without judgement.',
            },
          ],
        },
      ],
    },
    {
      id: 'community',
      heading: 'Building community: AI behind the scenes, people in front',
      blocks: [
        {
          type: 'paragraph',
          text: "Community is the vegan movement's real strength: potlucks, market stalls, sanctuary open days, online groups where people swap recipes and support each other through family barbecues. None of that should be handed to a machine. What AI can take is the invisible work that keeps it going: the event listing written three times for three platforms, the reminder emails, the summary of last month's group discussion, the spreadsheet of who is bringing what.",
        },
        {
          type: 'paragraph',
          text: 'A useful rule: if a member would feel deceived to learn AI was involved, a person should do it. A welcome message from the founder should come from the founder. A reminder that the market starts at 8 am does not need to.',
        },
        {
          type: 'caseStudy',
          title: 'A plant-based café gets its Sunday nights back',
          business: 'Independent vegan café with eight staff, inner Melbourne (composite example)',
          challenge:
            'The owner spent most Sunday evenings writing the weekly newsletter, answering allergen questions from Instagram and planning the monthly community dinner. Messages went unanswered for days during busy weeks.',
          solution:
            "An assistant now drafts the newsletter and posts from a short list of notes, and a website chat assistant answers common menu questions from the café's own ingredient sheets. Any question about allergies or anything not in the sheets is passed to a staff member.",
          results: [
            'Newsletter and social media time cut from about four hours a week to one',
            'Most menu questions answered within a minute, any time of day',
            'Allergen questions always checked by a person before a definite answer is given',
            'The owner now hosts the community dinner instead of organising it',
          ],
        },
      ],
    },
    {
      id: 'ethics',
      heading: 'The ethical questions, answered honestly',
      blocks: [
        {
          type: 'paragraph',
          text: 'AI has an environmental footprint. Training and running large models uses electricity and, in many data centres, water for cooling. Pretending otherwise would be its own kind of greenwashing. What you can control is how much you use and how efficiently. Smaller models often do everyday tasks perfectly well, asking one good question beats asking ten vague ones, and generating a hundred images to pick one is wasteful. Some providers publish their renewable energy commitments; it is reasonable to ask.',
        },
        {
          type: 'paragraph',
          text: 'Honesty in marketing is the second question, and the one with legal teeth. AI tools will happily write "100% sustainable" or "zero impact" if you let them. Under the Australian Consumer Law, environmental and ethical claims must be accurate and able to be backed up, and the ACCC has made greenwashing an enforcement priority and published guidance for businesses making environmental claims. Treat every AI-written claim about ingredients, sourcing, packaging or animal welfare as a draft that a person must verify.',
        },
        {
          type: 'paragraph',
          text: 'Images are the third. AI-generated pictures of happy animals, lush farms or dishes you do not actually serve can mislead, even by accident. Use real photos of your real food and animals wherever you can, and label illustrations that are AI-generated.',
        },
        {
          type: 'callout',
          tone: 'tip',
          title: 'A five-question values check for any AI tool',
          text: "Before adopting a tool, ask: Does it save meaningful time? Where does our community's data go? Can we check everything it says publicly? Is a person still responsible for every decision that affects someone? Would we be comfortable telling our members how we use it? If all five answers are good, go ahead.",
        },
      ],
    },
    {
      id: 'privacy',
      heading: "Looking after your community's data",
      blocks: [
        {
          type: 'paragraph',
          text: 'Community lists hold more than email addresses. They can reveal dietary needs, health conditions behind those needs, political views and where people live. Treat them with care: do not paste member lists or private group conversations into public AI tools, prefer business tools that do not train on your data, and tell members in plain words how you use AI. For particularly sensitive information, a model running on your own computer keeps it entirely in-house; our guide to [offline open-source AI](/blog/offline-opensource-ai) explains how.',
        },
        {
          type: 'paragraph',
          text: 'The wider rules on privacy, consumer law and transparency are set out in our [AI ethics and compliance guide](/blog/ai-ethics-compliance).',
        },
      ],
    },
    {
      id: 'getting-started',
      heading: 'Getting started in three steps',
      blocks: [
        {
          type: 'steps',
          items: [
            {
              title: 'Write down your rules first',
              text: 'One page: what AI may help with, what it must never do (make health or allergen promises, write unchecked claims, pretend to be a person), and who checks its work.',
            },
            {
              title: 'Start with one time-consuming task',
              text: 'The newsletter, the inbox or the volunteer roster. Measure how long it takes now and try AI for four weeks.',
            },
            {
              title: 'Share what you learn',
              text: 'Tell your community how you are using AI and why. Values-led customers respect openness, and many are running small businesses themselves and want to learn too. Our [AI training](/ai-training) can help your team build the skills.',
            },
          ],
        },
      ],
    },
  ],
  faqs: [
    {
      question: 'Is using AI compatible with vegan values?',
      answer:
        'Veganism is about avoiding harm to animals, and most people extend that to care for people and the planet. AI is a tool whose impact depends on how it is used. Used sparingly, honestly and to free up time for your mission, many values-led businesses find it fits well. It is a judgement each business should make openly.',
    },
    {
      question: 'Can an AI assistant answer allergen questions?',
      answer:
        'It can share the information on your ingredient sheets and explain how to order, but it should never give a definite safety assurance. Any question about allergies or intolerances should be confirmed by a staff member who can check the kitchen, and your assistant should say so.',
    },
    {
      question: 'How do we avoid greenwashing when AI writes our copy?',
      answer:
        'Give the AI your verified facts and tell it not to add claims. Then have a person check every environmental, ethical or health claim against evidence you can show. If you cannot back it up, take it out.',
    },
    {
      question: 'What about the energy AI uses?',
      answer:
        'It is real and worth taking seriously. Use AI where it saves significant time, choose smaller models for simple tasks, avoid generating content you will not use, and ask providers about their energy sources. Time saved on admin can go into work with a direct positive impact.',
    },
    {
      question: 'Will AI replace the people in our community?',
      answer:
        'It should not, and in the businesses we work with it does not. The aim is to take over repetitive admin so that staff and volunteers spend more time with customers, members and animals. If a use of AI makes your community feel less human, stop it.',
    },
  ],
  cta: {
    title: 'Use AI in a way your community will respect',
    description:
      'Book a strategy session and we will help you find the admin tasks worth handing to AI, set clear ethical rules and keep your community at the centre.',
    buttonText: 'Book a Values-Aligned AI Strategy Session',
    target: 'booking',
  },
  related: ['/blog/ai-ethics-compliance', '/blog/offline-opensource-ai', '/blog/future-of-work-ai'],
  author: 'organisation',
  schemaType: 'NewsArticle',
  card: {
    icon: 'Leaf',
    excerpt:
      'Vegan cafés, plant-based brands and sanctuaries can use AI to grow their community without compromising on honesty or values.',
    content:
      'Where AI genuinely helps a values-led business, how to keep community human, the honest answers on energy use and greenwashing, and a five-question values check for any AI tool.',
    cta: {
      title: 'Grow your community, keep your values',
      description: 'Read how values-led businesses are using AI responsibly.',
      buttonText: 'Read the Article',
    },
  },
})
