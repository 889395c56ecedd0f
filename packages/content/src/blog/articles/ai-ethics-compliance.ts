import { defineArticle } from '../define'

/** AI ethics and compliance for Australian small business: regulation, principles, compliance steps and industry notes. */
export default defineArticle({
  slug: 'ai-ethics-compliance',
  title: 'AI Ethics and Compliance for Australian Small Business: A Plain-English Guide',
  seoTitle: 'AI Ethics and Compliance in Australia',
  description:
    'The privacy, consumer and anti-discrimination rules that already apply to AI in Australia, the voluntary AI safety standard and a practical checklist.',
  keywords: [
    'AI compliance Australia',
    'AI ethics small business',
    'Privacy Act AI',
    'Voluntary AI Safety Standard',
    'Australian Privacy Principles AI',
    'responsible AI policy',
  ],
  datePublished: '2025-04-12',
  readTimeMinutes: 11,
  category: 'AI Governance',
  tags: ['Ethics', 'Compliance', 'Privacy', 'Regulation', 'Risk Management', 'Australia'],
  hero: {
    badge: 'Responsible AI',
    headline: 'AI Ethics and Compliance: What Australian Small Businesses Need to Know',
    intro:
      'There is no single "AI Act" in Australia yet, and that leads many owners to assume AI is unregulated. It is not. The Privacy Act, the Australian Consumer Law, anti-discrimination law and your industry\'s own rules all apply when you use AI, exactly as they apply to anything else you do. This guide sets out the rules that matter today, what the Government has signalled for the future, the ethical principles that keep you out of trouble, and a step-by-step checklist you can finish in a fortnight.',
    image: {
      src: '/images/blog/ai-ethics-compliance.svg',
      alt: 'A balanced scale with a shield on one side and an AI chip on the other',
      width: 1200,
      height: 630,
    },
  },
  keyTakeaways: [
    'Existing laws already apply to AI: privacy, consumer protection, anti-discrimination and industry-specific rules.',
    'The Voluntary AI Safety Standard is not mandatory, but its ten guardrails are a sensible blueprint for any business.',
    'Privacy law reforms passed in late 2024 add transparency duties for automated decisions, with the key obligations starting in December 2026.',
    'A one-page AI policy, an inventory of tools and a human check on important decisions cover most of the risk for a small business.',
  ],
  sections: [
    {
      id: 'why-it-matters',
      heading: 'Why ethics and compliance matter for a small business',
      blocks: [
        {
          type: 'paragraph',
          text: 'Large companies have compliance teams. A café, a physio clinic or a five-person accounting practice has the owner, and perhaps an office manager. That is exactly why a little structure goes a long way: most AI problems in small businesses are not caused by malice or complex technology, but by a staff member pasting something into the wrong tool, or an AI answer going to a customer without anyone checking it.',
        },
        {
          type: 'paragraph',
          text: "The consequences are real. A chatbot that quotes the wrong price or promises a refund you do not offer is making statements on your behalf. A tool that leaks a patient's details is your data breach, not the vendor's. And trust, once lost in a small community, is hard to win back. The good news is that doing this properly is neither expensive nor complicated.",
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'General information, not legal advice',
          text: 'This guide summarises the law as it stood in April 2025. It is a starting point for conversations with your own lawyer or professional body, not a substitute for advice about your circumstances.',
        },
      ],
    },
    {
      id: 'rules-that-apply',
      heading: 'The rules that already apply to AI',
      blocks: [
        {
          type: 'cards',
          items: [
            {
              title: 'Privacy Act 1988 and the Australian Privacy Principles',
              icon: 'Lock',
              text: 'Cover how you collect, use, disclose, store and secure personal information, including when an AI tool does the processing. APP 8 deals with sending information overseas, which many cloud AI tools do; APP 11 requires reasonable steps to keep it secure.',
            },
            {
              title: 'Australian Consumer Law',
              icon: 'Scale',
              text: 'Prohibits misleading or deceptive conduct. What your chatbot or voice agent tells a customer about prices, availability, refunds or product claims is treated as what your business told them.',
            },
            {
              title: 'Anti-discrimination law',
              icon: 'Users',
              text: 'Federal and state laws prohibit discrimination on grounds such as sex, race, age and disability. Using AI to screen job applicants or decide who gets a service does not remove that responsibility.',
            },
            {
              title: 'Industry and professional rules',
              icon: 'Briefcase',
              text: 'Health practitioners, lawyers, financial advisers and others have professional duties of confidentiality and care that apply whatever tools they use. Several regulators and professional bodies have issued AI-specific guidance.',
            },
          ],
        },
        {
          type: 'paragraph',
          text: 'A note on the small business exemption: businesses with an annual turnover of $3 million or less are generally not covered by the Privacy Act. The exemption has important exceptions, though. Health service providers, such as clinics, allied health practices and pharmacies, are covered regardless of turnover, as are businesses that trade in personal information, and some others. The exemption has also been under review as part of wider privacy reform. Even where it applies, your customers expect you to handle their information with care, and following the principles is simply good business.',
        },
      ],
    },
    {
      id: 'privacy-and-ai',
      heading: 'Privacy and AI: what the regulator has said',
      blocks: [
        {
          type: 'paragraph',
          text: 'In late 2024 the Office of the Australian Information Commissioner (OAIC) published guidance on using commercially available AI products. Its headline advice is direct: as a matter of best practice, do not enter personal information, and particularly sensitive information such as health details, into publicly available generative AI tools. The guidance also expects businesses to do their due diligence on AI products, be transparent with customers in their privacy policies, and check that AI outputs about individuals are accurate.',
        },
        {
          type: 'list',
          items: [
            'Check where an AI tool stores and processes data, whether it keeps your inputs and whether it uses them to train its models.',
            'Prefer business plans with contractual privacy terms over free personal accounts for any work involving customers.',
            'Update your privacy policy to say, in plain words, that you use AI tools and for what.',
            'Remember that AI-generated information about a person, such as a summary of their file, is itself personal information if it identifies them, and inaccurate output is still your responsibility.',
          ],
        },
        {
          type: 'paragraph',
          text: "The Privacy and Other Legislation Amendment Act 2024, passed in November 2024, made the first round of reforms. Among other changes, it creates a statutory tort for serious invasions of privacy, expected to commence by mid-2025, and requires privacy policies to explain when personal information is used in substantially automated decisions that significantly affect people's rights or interests. That transparency obligation starts in December 2026, which gives businesses time to map where AI makes or shapes such decisions. Further reforms are expected.",
        },
        {
          type: 'paragraph',
          text: 'For the most sensitive work, running AI on your own equipment removes the overseas-disclosure question entirely. Our guide to [offline open-source AI](/blog/offline-opensource-ai) explains the costs and trade-offs.',
        },
      ],
    },
    {
      id: 'safety-standard',
      heading: 'The Voluntary AI Safety Standard and what comes next',
      blocks: [
        {
          type: 'paragraph',
          text: 'In September 2024 the Department of Industry, Science and Resources released the Voluntary AI Safety Standard. It is not law, and no small business is required to adopt it. It is, however, the clearest statement of what the Government considers good practice, and its ten guardrails translate well to a small business:',
        },
        {
          type: 'list',
          ordered: true,
          items: [
            'Set up accountability: someone owns AI use and there is a written policy.',
            'Have a process to identify and manage AI risks.',
            'Protect AI systems and manage data quality and where data comes from.',
            'Test AI before it goes live and monitor it afterwards.',
            'Keep meaningful human oversight of AI systems.',
            'Tell people when AI is being used and when content is AI-generated.',
            'Give people affected by AI decisions a way to challenge them.',
            'Be transparent with other businesses in the supply chain about data, models and risks.',
            'Keep records that show how you meet the guardrails.',
            'Engage with the people affected, with attention to fairness and inclusion.',
          ],
        },
        {
          type: 'paragraph',
          text: 'At the same time the Government consulted on mandatory guardrails for AI in high-risk settings, such as decisions about employment, credit, health or access to essential services. As of April 2025 no mandatory regime has been legislated. If you adopt the voluntary guardrails now, you will be well placed whatever form any future rules take.',
        },
        {
          type: 'callout',
          tone: 'tip',
          title: 'Selling to Europe?',
          text: "The European Union's AI Act entered into force in August 2024, with obligations phasing in over several years. It can apply to businesses outside the EU whose AI systems are used there. If you have European customers, ask your adviser whether it reaches you.",
        },
      ],
    },
    {
      id: 'ethics-principles',
      heading: 'Ethics principles in practice',
      blocks: [
        {
          type: 'paragraph',
          text: "Australia's AI Ethics Principles, published in 2019, set out eight voluntary principles: human, societal and environmental wellbeing; human-centred values; fairness; privacy protection and security; reliability and safety; transparency and explainability; contestability; and accountability. They can sound abstract. Here is what five of them look like in a small business.",
        },
        {
          type: 'cards',
          items: [
            {
              title: 'Transparency',
              icon: 'Eye',
              text: 'Your voice agent introduces itself as a virtual assistant. Your website says where you use AI. Nobody finds out halfway through a conversation that they were talking to a machine.',
            },
            {
              title: 'Fairness',
              icon: 'Scale',
              text: 'If AI helps shortlist job applicants or prioritise enquiries, check the results for patterns, such as older applicants or certain suburbs consistently ranked lower, and fix the cause.',
            },
            {
              title: 'Privacy and security',
              icon: 'ShieldCheck',
              text: 'Staff know which tools are approved, what may never be entered, and how to report a mistake. Access to AI systems is protected like any other business system.',
            },
            {
              title: 'Reliability and human oversight',
              icon: 'UserCheck',
              text: 'AI drafts; a person approves anything that matters: clinical letters, legal advice, quotes over a threshold, anything sent to a regulator.',
            },
            {
              title: 'Contestability and accountability',
              icon: 'MessageSquareWarning',
              text: 'Customers can reach a person and ask for a decision to be reviewed. One named person in the business is responsible when AI gets something wrong.',
            },
          ],
        },
      ],
    },
    {
      id: 'compliance-steps',
      heading: 'Compliance in eight steps',
      blocks: [
        {
          type: 'paragraph',
          text: 'For most small businesses, the following steps can be completed within two weeks of part-time effort. Keep the results in one shared folder; it becomes your record of reasonable steps if anyone ever asks.',
        },
        {
          type: 'steps',
          items: [
            {
              title: '1. List every AI tool in use',
              text: 'Ask each staff member which AI tools they use, including free and personal accounts, browser extensions and AI features inside software you already pay for.',
            },
            {
              title: '2. Sort your information by sensitivity',
              text: 'Public (your menu, your service list), internal (procedures, pricing), personal (customer contact details) and sensitive (health, financial, identity documents). Decide which tools may handle each level.',
            },
            {
              title: '3. Write a one-page AI use policy',
              text: 'Approved tools, what must never be entered, when a person must review the output, and who to ask. Have every staff member read and sign it.',
            },
            {
              title: '4. Check your vendors',
              text: 'For each approved tool, record where data is stored, whether inputs are retained or used for training, and what the contract says about security and breaches.',
            },
            {
              title: '5. Update your privacy policy and notices',
              text: 'Say that you use AI, for what and with which kinds of information. Add a notice to calls or chats handled by AI.',
            },
            {
              title: '6. Put people in the loop',
              text: 'Decide which outputs go out automatically and which need a human check. Start cautious and relax the rules only with evidence.',
            },
            {
              title: '7. Train your team',
              text: 'A short session on the policy, on spotting wrong or made-up AI answers, and on what to do after a mistake. Our [AI training](/ai-training) covers responsible use alongside practical skills.',
            },
            {
              title: '8. Plan for incidents and review yearly',
              text: 'Know how you would respond if personal information went to the wrong place, including whether the Notifiable Data Breaches scheme applies to you. Review the whole list every twelve months, or sooner when you add a tool.',
            },
          ],
        },
      ],
    },
    {
      id: 'industry-considerations',
      heading: 'Industry considerations',
      blocks: [
        {
          type: 'table',
          caption: 'Extra points to check by industry',
          columns: ['Industry', 'What to watch', 'Practical step'],
          rows: [
            [
              'Health and allied health',
              "Health information is sensitive information; the Privacy Act applies regardless of turnover. Ahpra has issued guidance on practitioners' obligations when using AI, including AI scribes.",
              'Get patient consent before using an AI scribe, review every note and keep clinical decisions with the practitioner.',
            ],
            [
              'Legal and accounting',
              'Duties of confidentiality and professional standards; several courts have issued practice notes or guidelines on AI-generated material in court documents.',
              'Use business-grade tools with confidentiality terms and verify every citation and figure an AI produces.',
            ],
            [
              'Financial and mortgage services',
              'Existing licensing, conduct and disclosure obligations apply to AI-assisted advice and decisions, and ASIC has called on licensees to strengthen AI governance.',
              'Document how AI is used in advice or credit decisions and keep a person accountable for each outcome.',
            ],
            [
              'Trades and construction',
              'Quotes, compliance claims and safety information given by AI must be accurate under consumer law.',
              'Have a licensed person check any AI-drafted quote, compliance certificate text or safety advice.',
            ],
            [
              'Hospitality and retail',
              'Allergen and dietary information must be accurate; marketing claims must not mislead.',
              'Never let AI write allergen details unchecked; confirm every claim against the recipe or supplier specification.',
            ],
            [
              'Recruitment and HR',
              'Anti-discrimination law applies to AI screening; employee records are sensitive.',
              'Test screening tools for bias and keep final hiring decisions with a person.',
            ],
          ],
        },
      ],
    },
    {
      id: 'common-mistakes',
      heading: 'Four mistakes that cause most of the trouble',
      blocks: [
        {
          type: 'list',
          items: [
            'Shadow AI: staff using personal accounts for work because nobody approved a business tool. The fix is not a ban, which drives use underground, but an approved tool and a clear rule.',
            'Copying AI text straight to customers: a made-up policy, an outdated price or a confident but wrong answer goes out under your name. A human check on anything customer-facing prevents nearly all of it.',
            'Forgetting the AI inside existing software: email, accounting and practice management products increasingly include AI features that may send data to new places. Check the settings after each major update.',
            'No record of decisions: if a customer or regulator asks why the business chose a tool or made a decision, "it seemed fine" is a weak answer. A few lines in a shared document is a strong one.',
          ],
        },
      ],
    },
    {
      id: 'telling-customers',
      heading: 'Telling customers you use AI',
      blocks: [
        {
          type: 'paragraph',
          text: 'Transparency is where ethics and good marketing meet. Customers rarely object to AI that gets them a faster answer; they object to feeling tricked. A short, honest statement on your website, something like "We use AI tools to answer calls after hours and to draft some correspondence; a member of our team reviews anything about your care, account or job", tells people what to expect and shows you have thought about it.',
        },
        {
          type: 'quote',
          text: 'Trust is the one asset AI cannot rebuild for you once it is gone. Be upfront about what the machine does, and keep a person responsible for what it says.',
          cite: 'Kookaburra AI',
        },
      ],
    },
  ],
  faqs: [
    {
      question: 'Is there a specific AI law in Australia?',
      answer:
        'Not as of April 2025. AI is governed by existing laws such as the Privacy Act, the Australian Consumer Law and anti-discrimination law, plus industry rules. The Government has released a voluntary safety standard and consulted on mandatory guardrails for high-risk uses.',
    },
    {
      question: 'Can my staff use free ChatGPT for work?',
      answer:
        'For public information, such as drafting a social post about your opening hours, usually yes. For anything involving customer, patient or employee information, the regulator recommends against entering personal information into publicly available AI tools. Use an approved business tool instead.',
    },
    {
      question: 'Do I have to tell customers when they are talking to AI?',
      answer:
        'The voluntary standard recommends it, and misleading customers about who they are dealing with can raise consumer law issues. In practice, telling people builds trust and costs nothing.',
    },
    {
      question: 'Who owns content that AI creates for us?',
      answer:
        "It is less clear than many assume. Australian copyright protects works with a human author, so material generated entirely by AI may not be protected, while work a person substantially shapes and edits is on firmer ground. Check the tool's terms too, and get advice before relying on AI content for anything you need to own outright.",
    },
    {
      question: 'Who is responsible if our AI gives a customer wrong information?',
      answer:
        "Your business is. From a customer's point of view, your chatbot or voice agent is you. That is why human review of important answers and regular checks of AI output matter.",
    },
  ],
  cta: {
    title: 'Use AI with confidence',
    description:
      'In an AI ethics consultation we review the tools your business uses, map them against your privacy and industry obligations and leave you with a policy and checklist your team can follow.',
    buttonText: 'Book an AI Ethics Consultation',
    target: 'booking',
  },
  related: [
    '/blog/offline-opensource-ai',
    '/blog/ai-implementation-roadmap',
    '/blog/vegan-ai-community',
  ],
  author: 'organisation',
  schemaType: 'NewsArticle',
  card: {
    icon: 'ShieldCheck',
    excerpt:
      'There is no single AI Act in Australia, but privacy, consumer and anti-discrimination law already apply to how you use AI.',
    content:
      'The rules that apply today, the Voluntary AI Safety Standard, ethics principles in practice, an eight-step compliance checklist and what to watch in health, legal, finance, trades and hospitality.',
    cta: {
      title: 'Use AI responsibly',
      description: 'Read the plain-English guide to AI ethics and compliance.',
      buttonText: 'Read the Guide',
    },
  },
})
