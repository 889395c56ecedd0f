import { claims } from '../../constants/claims'
import { defineArticle } from '../define'

/** Offline open-source AI for small business: privacy, costs against the cloud and a first deployment. */
export default defineArticle({
  slug: 'offline-opensource-ai',
  title: 'Offline Open-Source AI: Private, Predictable AI for Small Business',
  seoTitle: 'Offline Open-Source AI for Small Business',
  description:
    'Run open-source AI models on your own hardware: what offline AI can do, what it costs in AUD, when it beats the cloud and how to start without a big IT team.',
  keywords: [
    'offline AI',
    'open-source AI models',
    'local LLM',
    'private AI for business',
    'AI data sovereignty Australia',
    'AI cost comparison',
  ],
  datePublished: '2025-01-18',
  readTimeMinutes: 8,
  category: 'AI Infrastructure',
  tags: ['Open Source', 'Privacy', 'Cost Control', 'Self-Hosting', 'Small Business'],
  hero: {
    badge: 'Privacy & Cost',
    headline: 'Offline Open-Source AI: Keep Your Data In-House and Your Bills Flat',
    intro:
      'Every time a staff member pastes a client file into a cloud chatbot, that text leaves your building. For most tasks that is fine. For patient notes, legal matters, tender pricing or payroll it may not be. Open-source AI models now run well on a single office computer, with no internet connection and no per-word charges. Here is what that looks like for an Australian small business, what it really costs, and when it is the wrong choice.',
    image: {
      src: '/images/blog/offline-opensource-ai.svg',
      alt: 'A small office server running an AI model, disconnected from the cloud',
      width: 1200,
      height: 630,
    },
  },
  keyTakeaways: [
    'Open-source models can now draft, summarise and answer questions on an ordinary office workstation with a good graphics card.',
    'Offline AI keeps sensitive text on your premises, which makes privacy obligations far easier to meet.',
    'Cloud AI is cheaper to start; offline AI is cheaper to grow. In our worked example the break-even point is six to eight months.',
    'A hybrid set-up, offline for sensitive work and cloud for everything else, suits most small businesses best.',
  ],
  sections: [
    {
      id: 'what-is-offline-ai',
      heading: 'What "offline open-source AI" actually means',
      blocks: [
        {
          type: 'paragraph',
          text: 'Two ideas are bundled together here. "Open-source" (or, more precisely, "open-weight") means the model itself, the large file of numbers that does the thinking, is published for anyone to download and run. Well-known families include Meta\'s Llama, Mistral, Google\'s Gemma and Alibaba\'s Qwen. Each comes in sizes from small enough for a laptop to large enough to need a server rack.',
        },
        {
          type: 'paragraph',
          text: '"Offline" means you run that model on a computer you control, in your office or in a data centre you choose, rather than sending your text to someone else\'s service over the internet. Free tools such as Ollama, LM Studio and llama.cpp take care of the technical plumbing. Once a model is downloaded, you can unplug the network cable and it keeps working.',
        },
        {
          type: 'paragraph',
          text: 'The result looks much like the chat assistants your team already uses: a window where you type a question and get an answer. The difference is where the work happens and who can see it.',
        },
      ],
    },
    {
      id: 'why-it-matters',
      heading: 'Why a small business would bother',
      blocks: [
        {
          type: 'cards',
          items: [
            {
              title: 'Privacy you can explain',
              icon: 'ShieldCheck',
              text: "Client records never leave your premises, so you are not relying on a vendor's settings, retention policy or overseas data centre. If a client asks where their information goes, the answer is one sentence long.",
            },
            {
              title: 'Predictable costs',
              icon: 'Wallet',
              text: 'Cloud AI is billed per user or per word processed. Offline AI is a one-off hardware cost plus power and upkeep. Heavy use no longer means a bigger bill.',
            },
            {
              title: 'Works when the internet does not',
              icon: 'WifiOff',
              text: 'A regional clinic on a patchy connection, or a site office running off a 4G dongle, still gets its summaries and drafts.',
            },
            {
              title: 'No surprise changes',
              icon: 'Lock',
              text: 'Cloud providers retire and change models on their own schedule. A model you host stays exactly as it was on the day you tested it, until you decide to upgrade.',
            },
          ],
        },
        {
          type: 'paragraph',
          text: 'Privacy is the reason most of our clients start asking. Under the Australian Privacy Principles, a business covered by the Privacy Act must take reasonable steps before it sends personal information overseas, and it stays accountable for what happens to it there. Health service providers are covered regardless of turnover. Keeping the processing on your own machine removes that whole question for your most sensitive work. Our [AI ethics and compliance guide](/blog/ai-ethics-compliance) covers the wider obligations.',
        },
      ],
    },
    {
      id: 'what-it-can-do',
      heading: 'What offline models do well today',
      blocks: [
        {
          type: 'paragraph',
          text: 'Open models of a size that fits one good workstation are strong at everyday language work. They are less strong at the hardest reasoning and at very long documents, where the largest cloud models still lead. In practice, these jobs run well offline:',
        },
        {
          type: 'list',
          items: [
            'Summarising consultation notes, meeting transcripts and long email threads into a few dot points.',
            'Drafting letters, quotes, follow-up emails and job reports from rough notes, in your house style.',
            'Answering staff questions from your own procedures manual, price list or policies, a set-up usually called retrieval-augmented generation, or RAG.',
            'Pulling names, dates, amounts and ABNs out of invoices and forms into a spreadsheet.',
            'Sorting incoming enquiries by urgency and type before a person reads them.',
            'Transcribing recorded calls and dictation with an open speech model such as Whisper.',
          ],
        },
        {
          type: 'callout',
          tone: 'tip',
          title: 'Test on your own documents',
          text: "Benchmarks published online say little about your work. Take twenty real examples, such as last month's quotes or de-identified case notes, and compare the offline model's output with what your team would write. That afternoon of testing tells you more than any leaderboard.",
        },
      ],
    },
    {
      id: 'cost-comparison',
      heading: 'The numbers: cloud versus offline',
      blocks: [
        {
          type: 'paragraph',
          text: 'Here is a worked example from the kind of business we see often: a professional services firm of about twenty staff that has moved from "a few people trying ChatGPT" to AI in daily use across intake, drafting and reporting. All figures are in AUD and exclude GST.',
        },
        {
          type: 'table',
          caption: 'Worked example: a 20-person firm with growing AI use',
          columns: ['', 'Cloud AI', 'Offline AI'],
          rows: [
            ['Set-up', 'Nil', '$10,000 (workstation, GPU, installation, testing)'],
            ['Monthly cost at the start', '$2,000', '$200 (power, maintenance, updates)'],
            [
              'Monthly cost as use grows',
              '$20,000+ as more staff and workflows use it',
              '$200, until the hardware is at capacity',
            ],
            [
              'Where the data is processed',
              "The provider's servers, often overseas",
              'Your office',
            ],
            ['Break-even', '-', 'Six to eight months'],
          ],
        },
        {
          type: 'paragraph',
          text: 'At $2,000 a month the cloud is the obvious choice: $10,000 up front buys five months of cloud use, and by then the business has learned what it actually needs. The picture changes as usage grows. Cloud costs scale with every user, every document and every automated workflow; once the business is connecting AI to its inbox, job system and phone lines, a bill that started at $2,000 can pass $20,000 a month. The offline machine costs the same $200 a month whether it processes ten documents or ten thousand.',
        },
        {
          type: 'paragraph',
          text: 'With cloud spend climbing through the year and the offline system costing $10,000 plus $200 a month, the two lines cross somewhere between month six and month eight. After that, every month is a saving. The [ROI measurement guide](/blog/ai-roi-measurement) explains how to track this against your own figures rather than ours.',
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'When the cloud still wins',
          text: 'If your team uses AI lightly, needs the most capable model for complex analysis, or has nobody to look after a machine, stay in the cloud. Offline AI pays off when use is steady and heavy and the data is sensitive.',
        },
      ],
    },
    {
      id: 'hardware',
      heading: 'What hardware you need',
      blocks: [
        {
          type: 'paragraph',
          text: 'The single most important part is the graphics card (GPU) and, above all, how much memory it has. A model has to fit in that memory to run quickly. As a rough guide for a small business:',
        },
        {
          type: 'list',
          items: [
            'A trial: a recent laptop or desktop with 16-32 GB of memory runs small models well enough to see whether offline AI suits your work.',
            'A team of five to twenty: a workstation with a 24 GB graphics card runs mid-sized models fast enough for several people at once. This is where most of the $10,000 in our example goes.',
            'Larger or heavier use: two cards or a small dedicated server, which is when it is worth talking to a specialist about cooling, power and backups.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Put the machine somewhere secure, back up its configuration and your document index, and treat it like any other business system: patched, password-protected and on a UPS if your area loses power in storms.',
        },
      ],
    },
    {
      id: 'getting-started',
      heading: 'A four-step path to your first offline model',
      blocks: [
        {
          type: 'steps',
          items: [
            {
              title: 'Pick one sensitive, repetitive task',
              text: 'Good first candidates: summarising client notes, drafting standard letters, or answering staff questions from your policy manual. Write down how long it takes now.',
            },
            {
              title: 'Trial on hardware you already own',
              text: 'Install a free tool such as Ollama or LM Studio on a capable desktop, download a small open model and run your twenty test examples. Nothing leaves the machine.',
            },
            {
              title: 'Decide on the right size',
              text: 'If the small model is close but not quite there, a larger one on better hardware usually closes the gap. If it is nowhere near, that task may belong in the cloud.',
            },
            {
              title: 'Connect it to your workflow',
              text: `A model in a chat window saves minutes; a model wired into your inbox, forms or practice software saves hours. This is where the ${claims.hoursSavedPerWeek} hours a week in time savings usually comes from.`,
            },
          ],
        },
        {
          type: 'paragraph',
          text: 'If you would like help, a private offline deployment is quoted work: book a free strategy call below and we will size it with you. The [AI implementation roadmap](/blog/ai-implementation-roadmap) shows how an offline model fits into a wider plan.',
        },
      ],
    },
    {
      id: 'hybrid',
      heading: 'The hybrid approach most businesses end up with',
      blocks: [
        {
          type: 'paragraph',
          text: 'Very few of our clients go fully offline. A more common pattern is a simple rule: anything containing personal, health, financial or commercially sensitive information goes to the in-house model; marketing copy, general research and public-facing content can use a cloud model. Staff learn the rule in ten minutes, and a short written policy makes it stick.',
        },
        {
          type: 'quote',
          text: 'The question is not "cloud or offline?" It is "which of our work should never leave the building?" Answer that, and the set-up designs itself.',
          cite: 'Kookaburra AI implementation team',
        },
      ],
    },
  ],
  faqs: [
    {
      question: 'Is an open-source model as good as ChatGPT or Claude?',
      answer:
        'Not at everything. The largest cloud models are still better at complex reasoning and very long documents. For everyday business writing, summarising and answering questions from your own documents, a well-chosen open model on decent hardware is good enough that most staff cannot tell the difference.',
    },
    {
      question: 'Do I need an IT team to run offline AI?',
      answer:
        'No, but you need someone responsible for it. Installing the software takes an afternoon. Keeping it patched, backed up and connected to your systems is a few hours a month, which a managed IT provider or an implementation partner can cover.',
    },
    {
      question: 'Is offline AI automatically compliant with the Privacy Act?',
      answer:
        'No tool makes you compliant by itself. Keeping data on your premises removes the overseas-disclosure question and reduces third-party risk, but you still need to collect information fairly, secure the machine, control who can access it and tell people how you use their information.',
    },
    {
      question: 'Can I use open-source models commercially?',
      answer:
        'Most popular open models allow commercial use, but licences differ. Some are fully permissive, while others add conditions such as limits for very large companies or rules on acceptable use. Read the licence of the exact model you pick before you build on it.',
    },
    {
      question: 'How long does a first offline deployment take?',
      answer:
        'A trial on existing hardware can be running in a day. A production set-up on new hardware, connected to one workflow and tested on your documents, typically takes two to four weeks including ordering the equipment.',
    },
  ],
  cta: {
    title: 'Find out whether offline AI suits your business',
    description:
      'Book a session and we will look at your data, your current AI spend and your workflows, then tell you plainly whether cloud, offline or a mix gives you the best return.',
    buttonText: 'Book Your Private AI Strategy Session',
    target: 'booking',
  },
  related: [
    '/blog/ai-ethics-compliance',
    '/blog/ai-implementation-roadmap',
    '/blog/ai-roi-measurement',
  ],
  author: 'organisation',
  schemaType: 'NewsArticle',
  card: {
    icon: 'ServerCog',
    excerpt:
      'Run open-source AI on your own hardware: your data stays in-house and your costs stay flat as usage grows.',
    content:
      'What offline AI can do today, the hardware you need, a four-step path to your first private model and a worked comparison showing when it breaks even against the cloud.',
    cta: {
      title: 'Keep your data in-house',
      description: 'Read the guide to private, offline AI.',
      buttonText: 'Read the Guide',
    },
  },
})
