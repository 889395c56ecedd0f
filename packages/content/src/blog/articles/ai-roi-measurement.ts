import { claims } from '../../constants/claims'
import { defineArticle } from '../define'

/** Measuring AI return on investment: the formula, a worked AUD example, case studies and KPIs. */
export default defineArticle({
  slug: 'ai-roi-measurement',
  title: 'How to Measure AI ROI: Formula, Worked Example and KPIs',
  seoTitle: 'How to Measure AI ROI: Formula and KPIs',
  description:
    'Work out whether AI pays for itself: the ROI formula, a worked example in Australian dollars, three small-business case studies and the KPIs to track.',
  keywords: [
    'AI ROI',
    'measure AI return on investment',
    'AI payback period',
    'AI KPIs small business',
    'AI business case Australia',
  ],
  datePublished: '2025-06-18',
  readTimeMinutes: 11,
  category: 'AI Strategy',
  tags: ['ROI', 'KPIs', 'Business Case', 'Small Business', 'AI Strategy'],
  hero: {
    badge: 'Business Case',
    headline: 'Measuring AI ROI: Know What You Get Back Before You Spend',
    intro:
      '"Will it pay for itself?" is the first question every business owner asks about AI, and it is the right one. Too many projects start with excitement and end with a subscription nobody can justify. The fix is not complicated maths. It is measuring the right things before you start, counting every cost honestly, and checking results at set points. This guide gives you the formula, a worked example in Australian dollars, three case studies drawn from typical small-business projects, and the KPIs worth tracking.',
    image: {
      src: '/images/blog/ai-roi-measurement.svg',
      alt: 'Illustration of a rising bar chart beside a calculator showing a payback line crossing zero',
      width: 1200,
      height: 630,
    },
  },
  keyTakeaways: [
    'ROI (%) = (total benefits − total costs) ÷ total costs × 100. Payback period = upfront costs ÷ monthly net benefit.',
    'Measure a two-week baseline before anything changes. Without it you are guessing.',
    'Count the hidden costs: setup, staff time during rollout, data clean-up and ongoing tweaks.',
    'Well-chosen small-business AI projects typically pay back in three to six months; if yours will not, change the scope before you start.',
  ],
  sections: [
    {
      id: 'why-measure',
      heading: 'Why most businesses never know if AI worked',
      blocks: [
        {
          type: 'paragraph',
          text: 'Ask a business owner what their AI tools return and the usual answer is "it feels like it saves time". Feelings do not survive a tough quarter. When cash is tight, anything without a number next to it gets cut, including tools that were quietly saving thousands.',
        },
        {
          type: 'paragraph',
          text: 'Three mistakes cause most of the confusion. There is no baseline, so nobody knows how long tasks took before. Only the subscription is counted as a cost, so the setup and staff time are forgotten. And benefits are described in vague terms such as "better service" instead of something you can count, such as calls answered or quotes sent within an hour.',
        },
        {
          type: 'paragraph',
          text: 'The good news: a small business can measure AI ROI with a spreadsheet and two weeks of honest tracking. You do not need a data team.',
        },
      ],
    },
    {
      id: 'roi-formula',
      heading: 'The ROI formula',
      blocks: [
        {
          type: 'paragraph',
          text: 'Two numbers tell you almost everything: the return over a year, and how quickly you get your upfront money back.',
        },
        {
          type: 'table',
          caption: 'The two formulas to put in your spreadsheet',
          columns: ['Measure', 'Formula', 'What it tells you'],
          rows: [
            [
              'ROI (%)',
              '(Total benefits − Total costs) ÷ Total costs × 100',
              'How much you get back for every dollar spent over the period, usually 12 months',
            ],
            [
              'Payback period (months)',
              'Upfront costs ÷ (Monthly benefits − Monthly running costs)',
              'How long until the project has repaid what you put in at the start',
            ],
          ],
        },
        {
          type: 'paragraph',
          text: 'Benefits come in three kinds. Time saved: hours your team no longer spends on a task, valued at their hourly cost including super and on-costs, not just the wage. Revenue gained: extra jobs, bookings or sales you can trace to the change. Costs avoided: fewer errors, less overtime, no need for a planned extra hire.',
        },
        {
          type: 'paragraph',
          text: 'Costs come in three kinds too. Upfront: setup, integration, configuration and training. Running: subscriptions, usage fees and support. Hidden: staff time during the switch, cleaning up data, and the hours the owner spends managing the project.',
        },
        {
          type: 'callout',
          tone: 'tip',
          title: 'Value time at the real hourly cost',
          text: 'A receptionist on $30 an hour costs the business closer to $38 to $40 once super, leave loading, workers compensation and payroll tax (where it applies) are included. Use the loaded figure or your ROI will look worse than it is.',
        },
      ],
    },
    {
      id: 'worked-example',
      heading: 'A worked example in Australian dollars',
      blocks: [
        {
          type: 'paragraph',
          text: 'A four-practitioner physiotherapy clinic is considering an AI voice receptionist to answer calls, book appointments into its practice software and send reminders. Before deciding, the owner tracked two weeks of calls: reception spent about 10 hours a week on the phone and around eight calls a month went unanswered at lunch or after hours and never rebooked.',
        },
        {
          type: 'table',
          caption: 'First-year costs',
          columns: ['Cost', 'Calculation', 'Amount'],
          rows: [
            ['Setup and integration', 'One-off', '$4,000'],
            ['Running cost', '$600 a month × 12', '$7,200'],
            ['Staff time during rollout', '20 hours × $40', '$800'],
            ['Total costs', '', '$12,000'],
          ],
        },
        {
          type: 'table',
          caption: 'First-year benefits',
          columns: ['Benefit', 'Calculation', 'Amount'],
          rows: [
            ['Reception time saved', '10 hours a week × $40 × 48 weeks', '$19,200'],
            ['Bookings recovered from missed calls', '8 a month × $90 consult × 12', '$8,640'],
            ['Fewer no-shows from automatic reminders', '4 a month × $90 × 12', '$4,320'],
            ['Total benefits', '', '$32,160'],
          ],
        },
        {
          type: 'list',
          ordered: true,
          items: [
            'Net benefit: $32,160 − $12,000 = $20,160.',
            'ROI: $20,160 ÷ $12,000 × 100 = 168% in the first year.',
            'Monthly net benefit once running: ($32,160 ÷ 12) − $600 = $2,080.',
            'Payback: upfront costs of $4,800 ÷ $2,080 = 2.3 months on paper. Allowing for a slower first two months while staff and patients adjust, about 3.5 months in practice.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Now stress-test it. If only half the missed-call bookings are recovered and no-shows do not improve at all, benefits fall to $23,520 and ROI is still 96%. When the pessimistic case still clears your bar, the decision is easy. When it does not, shrink the scope or pick a different task to automate.',
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Time saved is only worth money if it is used',
          text: 'Ten reception hours saved are a real benefit only if they go somewhere: fewer paid hours, more time on patient follow-ups, or avoiding a planned hire. Decide where the time goes before you count it.',
        },
      ],
    },
    {
      id: 'case-studies',
      heading: 'Three case studies',
      blocks: [
        {
          type: 'paragraph',
          text: `The three examples below are composites of typical small-business projects, with figures rounded. They show the pattern typical across the industry: a narrow, well-measured first project, a payback of three to six months, then expansion. Our own clients usually recover their investment in about ${claims.roiDays} days, because we start with the quickest wins.`,
        },
        {
          type: 'caseStudy',
          title: 'After-hours calls become booked jobs',
          business: 'Plumbing and gas business, Brisbane, 8 staff',
          challenge:
            'Around a third of calls arrived after hours or while the team was on the tools. Most went to voicemail, and the owner estimated half of those callers rang a competitor instead. Returning calls at night was eating two hours of his evening.',
          solution:
            'An AI voice agent answers every call, qualifies the job (emergency or routine, suburb, problem), books routine work into the job management system and texts the on-call plumber for genuine emergencies. See how [voice agents work](/blog/voice-ai-revolution).',
          results: [
            '11 extra jobs a month at an average of $420: about $4,600 in monthly revenue',
            'Owner evenings back: roughly 10 hours a week',
            'Payback in just under 3 months; first-year ROI above 300%',
          ],
        },
        {
          type: 'caseStudy',
          title: 'Document intake without the data entry',
          business: 'Accounting practice, Adelaide, 5 staff',
          challenge:
            'At tax time, staff spent days keying figures from client-supplied PDFs, receipts and bank statements into the practice software. Errors meant rework and late nights through July to October.',
          solution:
            "An AI extraction workflow reads incoming documents, fills a draft worksheet and flags anything it is unsure of for a human to check. Implementation took about four and a half weeks, including testing against the previous year's files.",
          results: [
            'About 70% reduction in data entry cost during the busy season',
            '14 staff hours a week saved from July to October',
            'Payback in 5 months, mostly from avoided overtime and a casual hire not needed',
          ],
        },
        {
          type: 'caseStudy',
          title: 'Smarter ordering for a busy café',
          business: 'Café with catering arm, Perth, 12 staff',
          challenge:
            'Ordering was done from memory. Some days the café ran out of popular lines by 1 pm; other days trays of pastries went in the bin. Catering enquiries by email waited up to two days for a reply.',
          solution:
            'A simple forecasting model uses past sales, day of week, weather and local events to suggest daily quantities, and an AI assistant drafts catering quotes from a standard menu for the manager to approve.',
          results: [
            'Food waste down by about a quarter, worth roughly $650 a month',
            'Catering quotes sent within 2 hours instead of 2 days; conversion up from about 1 in 4 to 1 in 3',
            'Payback in 4 months',
          ],
        },
      ],
    },
    {
      id: 'kpis',
      heading: 'The KPIs worth tracking',
      blocks: [
        {
          type: 'paragraph',
          text: 'Pick three to five KPIs for each project, no more. At least one should be about money and at least one about quality, so you do not save time at the cost of customers.',
        },
        {
          type: 'table',
          caption: 'Useful AI KPIs for small businesses',
          columns: ['Area', 'KPI', 'How to measure it'],
          rows: [
            [
              'Efficiency',
              'Hours spent on the task each week',
              'Staff time log for two weeks before and after',
            ],
            [
              'Efficiency',
              'Turnaround time',
              'Enquiry received to quote sent, from email timestamps',
            ],
            [
              'Revenue',
              'Leads captured',
              'Calls answered or forms completed that would have been missed',
            ],
            ['Revenue', 'Conversion rate', 'Quotes accepted ÷ quotes sent, monthly'],
            [
              'Cost',
              'Cost per transaction',
              'Total process cost ÷ number of bookings, invoices or orders',
            ],
            ['Quality', 'Error or rework rate', 'Corrections needed per 100 items processed'],
            ['Quality', 'Customer satisfaction', 'Review rating or a one-question text survey'],
            ['Adoption', 'Active use', 'Share of staff using the tool at least weekly'],
          ],
        },
        {
          type: 'callout',
          tone: 'tip',
          title: 'Adoption is the KPI that predicts all the others',
          text: 'If fewer than two-thirds of the people who should be using a tool use it weekly by the end of month two, the benefits will not arrive. Fix training or the workflow before you judge the technology. Our [prompt engineering guide](/blog/prompt-engineering-guide) is a good place to start.',
        },
      ],
    },
    {
      id: 'fastest-payback',
      heading: 'Where small businesses find the fastest payback',
      blocks: [
        {
          type: 'paragraph',
          text: 'Not every task is worth automating first. The projects that pay back fastest share three traits: they happen many times a week, they follow roughly the same steps each time, and a delay or a miss costs money you can see. The table below shows where we most often find that combination.',
        },
        {
          type: 'table',
          caption: 'Common first projects and where the return comes from',
          columns: [
            'Use case',
            'Typical time saved',
            'Where the money comes from',
            'Watch out for',
          ],
          rows: [
            [
              'Answering and booking calls',
              '8 to 15 hours a week',
              'Jobs and appointments no longer lost to voicemail',
              'Callers with complex needs still need an easy path to a person',
            ],
            [
              'Quote and proposal drafts',
              '3 to 6 hours a week',
              'Faster quotes win more work; less owner time at night',
              'Pricing rules must be written down before they can be automated',
            ],
            [
              'Invoice and receipt processing',
              '4 to 10 hours a week',
              'Less data entry, fewer errors, avoided overtime',
              'Unusual documents need a human check',
            ],
            [
              'Appointment reminders and follow-ups',
              '2 to 4 hours a week',
              'Fewer no-shows and more repeat bookings',
              'Consent and opt-out rules for SMS and email',
            ],
            [
              'Social posts and newsletters',
              '2 to 5 hours a week',
              'Consistent marketing without hiring help',
              'Harder to link to revenue; track enquiries by source',
            ],
          ],
        },
        {
          type: 'paragraph',
          text: `Add up the hours across two or three of these and most small teams land in the range of ${claims.hoursSavedPerWeek} hours a week. That is the equivalent of a part-time role, which is why a well-chosen bundle of small projects often beats one big one.`,
        },
      ],
    },
    {
      id: 'roi-spreadsheet',
      heading: 'Set up your ROI spreadsheet in 20 minutes',
      blocks: [
        {
          type: 'list',
          ordered: true,
          items: [
            'One tab for the baseline: each KPI, how you measured it and the two-week figure.',
            'One tab for costs: upfront, monthly and hidden, each on its own line with a note on where the number came from.',
            'One tab for benefits: time saved (hours × loaded hourly cost), revenue gained and costs avoided, each with a conservative and an expected figure.',
            'A summary row with the two formulas, ROI and payback, for both the conservative and the expected case.',
            'A review log: the date of each 30, 60 and 90-day check, the actual figures and what you decided.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Keep it that simple. A spreadsheet you actually update beats a sophisticated model that nobody opens after launch day.',
        },
      ],
    },
    {
      id: 'measurement-plan',
      heading: 'A simple measurement plan',
      blocks: [
        {
          type: 'steps',
          items: [
            {
              title: 'Weeks 1 and 2: baseline',
              text: 'Before changing anything, record your chosen KPIs. Time the tasks, count the missed calls, note the errors. Two weeks smooths out unusual days.',
            },
            {
              title: 'Week 3: write the business case',
              text: 'Fill in the formula with conservative numbers. Write down the target ROI and payback you would accept, and the point at which you would stop.',
            },
            {
              title: 'Weeks 4 to 8: implement',
              text: `Industry-wide, a typical focused project takes about four to five weeks from kick-off to live. Ours usually go live in ${claims.implementationWeeks} weeks, and simple voice agents in ${claims.simpleVoiceAgentWeeks} week. Keep tracking the KPIs, knowing the first weeks will be noisy.`,
            },
            {
              title: 'Days 30, 60 and 90 after launch: review',
              text: 'Compare against the baseline. At 90 days you have enough data to decide whether to expand, adjust or stop.',
            },
          ],
        },
      ],
    },
    {
      id: 'hidden-costs',
      heading: 'Hidden costs and benefits people forget',
      blocks: [
        {
          type: 'list',
          items: [
            'Data clean-up: if your customer list or price book is messy, budget time to fix it first. AI multiplies whatever quality of data it is given.',
            'Change management: staff need time to learn and to trust a new tool. Allow for a dip in productivity in the first two to three weeks.',
            'Ongoing tuning: prompts, scripts and workflows need small adjustments as your services and prices change. Allow an hour or two a month.',
            'Compliance: check privacy obligations and record-keeping before customer data flows through a new system. See our [AI ethics and compliance guide](/blog/ai-ethics-compliance).',
            'Benefits you may undercount: after-hours availability, faster replies that win jobs before competitors call back, and owners who stop working nights. Put a conservative dollar value on them rather than leaving them out.',
          ],
        },
      ],
    },
    {
      id: 'when-roi-is-low',
      heading: 'What to do when the numbers do not stack up',
      blocks: [
        {
          type: 'paragraph',
          text: "Sometimes the honest answer is that a project will not pay back. That is a good outcome, because you found out on paper. The usual reasons are a task that is too small (under two hours a week), a process that changes every time, or data that lives in people's heads. Pick a task that is frequent, repetitive and already written down somewhere, and run the numbers again.",
        },
        {
          type: 'paragraph',
          text: 'If you want a structured way to find those tasks, our [AI implementation roadmap](/blog/ai-implementation-roadmap) walks through readiness and quick wins. You can also compare the costs of [voice agents](/ai-voice-agents-pricing) and [AI agents](/ai-agent-pricing) against your own baseline.',
        },
      ],
    },
  ],
  faqs: [
    {
      question: 'What is a good ROI for a small-business AI project?',
      answer: `A common industry benchmark for a focused first project is a payback within three to six months and a first-year ROI above 100%. Our clients usually recover their investment in about ${claims.roiDays} days. Larger projects that touch several systems can take longer, which is why we recommend starting narrow.`,
    },
    {
      question: "How do I value time saved if I do not reduce anyone's hours?",
      answer:
        'Value it by what the time is redirected to. If a receptionist now spends those hours on recall calls that bring patients back, count the revenue from those calls. If the time is not redirected, count it conservatively or not at all.',
    },
    {
      question: 'How soon after launch can I judge the results?',
      answer:
        'Give it 90 days. The first few weeks are noisy while staff and customers adjust, so check at 30 and 60 days to catch problems early, but make the expand-or-stop decision on three months of data.',
    },
    {
      question: 'Should I include my own time as the owner?',
      answer:
        'Yes, on both sides. Count the hours you spend setting up and managing the project as a cost, and the hours you get back as a benefit, valued at what you would pay someone else to do that work.',
    },
  ],
  cta: {
    title: 'Know your numbers before you spend',
    description:
      'In one session we map your most time-consuming processes, build a conservative business case with your real figures and show you the expected payback period.',
    buttonText: 'Get Your AI ROI Assessment',
    target: 'booking',
  },
  related: [
    '/blog/ai-implementation-roadmap',
    '/blog/voice-ai-revolution',
    '/blog/future-of-work-ai',
  ],
  author: 'organisation',
  schemaType: 'NewsArticle',
  card: {
    icon: 'TrendingUp',
    excerpt:
      'Is your AI investment paying off? A simple formula, a worked example and the KPIs that tell you for sure.',
    content:
      'How to calculate AI return on investment with your own figures, case studies from small businesses and the handful of KPIs worth tracking every month.',
    cta: {
      title: 'Prove the return',
      description: 'Read the guide and set up your ROI tracking.',
      buttonText: 'Read the Guide',
    },
  },
})
