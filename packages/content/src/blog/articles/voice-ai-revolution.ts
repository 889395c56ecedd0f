import { claims } from '../../constants/claims'
import { defineArticle } from '../define'

/** AI voice agents in customer service: two case studies, call centres compared, rollout and return. */
export default defineArticle({
  slug: 'voice-ai-revolution',
  title: 'The Voice AI Revolution: How AI Phone Agents Are Changing Customer Service',
  seoTitle: 'Voice AI Phone Agents for Customer Service',
  description:
    'How AI voice agents answer calls, book jobs and cut customer service costs for Australian small businesses, with two case studies, costs and a rollout plan.',
  keywords: [
    'AI voice agent',
    'AI receptionist Australia',
    'voice AI customer service',
    'AI phone answering',
    'call centre alternative',
    'voice AI ROI',
  ],
  datePublished: '2025-03-15',
  readTimeMinutes: 10,
  category: 'Voice AI',
  tags: ['Voice AI', 'Customer Service', 'Automation', 'Case Study', 'ROI'],
  hero: {
    badge: 'Customer Service',
    headline: 'The Voice AI Revolution: Never Miss Another Customer Call',
    intro:
      'A missed call is rarely just a missed call. For a tradie it is a job that goes to the next name on the search results; for a clinic it is a patient who books elsewhere; for a law firm it is a new matter that never arrives. AI voice agents now answer those calls in a natural voice, any hour of the day, and they do it at a fraction of the cost of a call centre or an extra receptionist. This guide explains how they work, what two real-world style deployments achieved, how they compare with call centres, and what a rollout involves week by week.',
    image: {
      src: '/images/blog/voice-ai-revolution.svg',
      alt: 'A smartphone showing an incoming call answered by an AI voice agent, with sound waves',
      width: 1200,
      height: 630,
    },
  },
  keyTakeaways: [
    'Modern voice agents hold natural conversations, handle interruptions and book appointments directly into your calendar.',
    'The biggest win for most small businesses is simple: every call gets answered, including after hours and when staff are busy.',
    'Across the industry, businesses that replace staffed or outsourced phones typically cut call-handling costs by around 70%, with payback in three to six months.',
    `Our clients usually recover their investment in about ${claims.roiDays} days, because we start with the calls that cost the most to miss.`,
    'Industry-wide, a bespoke voice agent typically takes four to five weeks from discovery to full launch, including testing with real calls.',
    `Ours go faster because we build from proven agents: simple voice agents go live in ${claims.simpleVoiceAgentWeeks} week and custom work takes ${claims.implementationWeeks} weeks.`,
  ],
  sections: [
    {
      id: 'what-changed',
      heading: 'What changed: from phone trees to real conversations',
      blocks: [
        {
          type: 'paragraph',
          text: 'Most of us have shouted "operator!" at an automated phone system. Old systems worked from a fixed menu: press 1 for bookings, press 2 for accounts. They recognised a handful of words and fell over the moment a caller said something unexpected.',
        },
        {
          type: 'paragraph',
          text: "Today's voice agents are built on the same language models as modern chat assistants, combined with fast speech recognition and natural-sounding speech. The caller simply talks. The agent understands \"my hot water's gone cold and there's water on the floor\", recognises it as urgent, asks for the address and offers the next available slot. Callers can interrupt, change their mind or ask an unrelated question, and the conversation carries on.",
        },
        {
          type: 'cards',
          items: [
            {
              title: 'Understands natural speech',
              icon: 'MessageCircle',
              text: 'Handles Australian accents, casual phrasing, background noise from a worksite or a busy kitchen, and callers who talk over it.',
            },
            {
              title: 'Takes action, not just messages',
              icon: 'CalendarCheck',
              text: 'Checks availability, books appointments, sends confirmation texts and creates a job or patient record with the details already filled in.',
            },
            {
              title: 'Knows your business',
              icon: 'BookOpen',
              text: 'Answers from your own information: services, service areas, opening hours, pricing guidance and policies, so callers get the same accurate answer every time.',
            },
            {
              title: 'Knows when to hand over',
              icon: 'PhoneForwarded',
              text: 'Transfers emergencies, complaints and complex questions to a person, with a summary of the call so the caller does not repeat themselves.',
            },
          ],
        },
      ],
    },
    {
      id: 'missed-call-cost',
      heading: 'The real cost of a missed call',
      blocks: [
        {
          type: 'paragraph',
          text: "Work out your own figure before deciding anything. Take the number of calls you miss in a typical week (your phone system's call log will show this), estimate how many of those were new customers, and multiply by your average job or appointment value and your usual conversion rate.",
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'A quick worked example',
          text: 'An electrician misses 15 calls a week while on the tools. If a third are new enquiries and half of those would have become a $400 job, that is about 2.5 jobs, or roughly $1,000 in revenue a week, going to competitors. Over a year that is more than $50,000, before counting repeat business.',
        },
        {
          type: 'paragraph',
          text: 'Many callers will not leave a voicemail, and those who do often ring the next business on the list while they wait. Answering quickly matters nearly as much as answering at all.',
        },
      ],
    },
    {
      id: 'case-studies',
      heading: 'Two case studies',
      blocks: [
        {
          type: 'paragraph',
          text: 'The two examples below are composites of deployments we have built for Australian small businesses. Names are withheld and figures are rounded, but the problems and the patterns are typical of what we see.',
        },
        {
          type: 'caseStudy',
          title: 'A physiotherapy clinic stops losing bookings at lunchtime',
          business: 'Three-practitioner physiotherapy clinic, suburban Brisbane',
          challenge:
            'One receptionist handled the front desk, payments and the phone. Between 12 and 2 pm, and whenever patients were checking out, calls rang out. The clinic estimated it was missing around 25 calls a week, and new patients were booking with a competitor that answered.',
          solution:
            "A voice agent answers any call the receptionist cannot pick up within four rings, plus all calls outside opening hours. It books, moves and cancels appointments directly in the clinic's practice management system, answers questions about parking, fees and what to wear, and sends a confirmation text. Anything clinical is taken as a message for a physio to return.",
          results: [
            'Unanswered calls fell from about 25 a week to almost none',
            'Around 8 additional bookings a week, mostly new patients',
            'The receptionist spends more time with patients at the desk',
            'The system paid for itself in the first four months',
          ],
        },
        {
          type: 'caseStudy',
          title: 'A plumbing business answers every call from the roof',
          business: 'Plumbing and gas business with five vans, Sunshine Coast',
          challenge:
            'The owner answered the phone himself while working, or tried to. Calls were missed up ladders and under houses, voicemails piled up, and evenings went on calling people back. An answering service had been tried, but it only took messages and callers still waited for a reply.',
          solution:
            'A voice agent answers every call, separates emergencies (burst pipes, gas smells, no hot water) from routine work, transfers emergencies straight to the on-call plumber and books routine jobs into the job management software. It collects the address, access notes and a description of the problem so the plumber arrives prepared.',
          results: [
            'Every call answered within two rings, day and night',
            "Owner's evening call-backs cut from about an hour to ten minutes",
            'After-hours emergency work increased because callers reached someone',
            'Monthly cost well below the answering service it replaced',
          ],
        },
      ],
    },
    {
      id: 'vs-call-centres',
      heading: 'Voice AI compared with call centres and extra staff',
      blocks: [
        {
          type: 'paragraph',
          text: 'Small businesses usually weigh three options when the phone becomes a problem: hire another person, outsource to a call centre or answering service, or deploy a voice agent. Each has its place.',
        },
        {
          type: 'table',
          caption: 'Ways to handle more calls, compared',
          columns: ['', 'Extra receptionist', 'Call centre or answering service', 'AI voice agent'],
          rows: [
            [
              'Hours covered',
              'Business hours',
              'Extended or 24/7, depending on plan',
              '24/7, including public holidays',
            ],
            ['Calls at once', 'One', 'Several', 'Many, with no queue'],
            [
              'Knows your business',
              'Deeply, after training',
              'From a script',
              'From your own information, updated any time',
            ],
            ['Books into your systems', 'Yes', 'Often not; takes messages', 'Yes, when connected'],
            ['Handles emotion and complex cases', 'Best', 'Varies', 'Hands over to a person'],
            [
              'Typical monthly cost',
              'Several thousand dollars in wages and on-costs',
              'Per-minute or per-call fees that grow with volume',
              'A fixed plan, usually a fraction of either',
            ],
          ],
        },
        {
          type: 'paragraph',
          text: 'Voice agents are not a replacement for good people. They are best at the high-volume, repetitive part of phone work: bookings, rescheduling, opening hours, directions, and taking details. That frees your staff for the calls that need judgement and warmth. Across the industry, businesses that move routine calls to a voice agent typically cut call-handling costs by around 70% compared with staffing or outsourcing the same volume.',
        },
      ],
    },
    {
      id: 'good-fit',
      heading: 'Is your business a good fit?',
      blocks: [
        {
          type: 'list',
          items: [
            'You miss calls because staff are busy, on the tools or with customers.',
            'Many calls are about the same things: bookings, prices, hours, locations.',
            'Calls come in after hours or on weekends and currently go to voicemail.',
            'Your booking or job system can connect to other software.',
            'You want to grow without adding a person to the front desk.',
          ],
        },
        {
          type: 'paragraph',
          text: 'If three or more of these apply, a voice agent is likely to pay off. If most of your calls are long, sensitive conversations, such as counselling intake or complex legal advice, a voice agent is better used only for overflow and after-hours messages.',
        },
      ],
    },
    {
      id: 'design',
      heading: 'Designing an agent callers actually like',
      blocks: [
        {
          type: 'paragraph',
          text: 'The technology is the easy part. What makes callers hang up happy or annoyed is the design of the conversation, and that comes down to a few habits we build into every agent.',
        },
        {
          type: 'list',
          items: [
            'Keep answers short. On the phone, two sentences is a long answer. The agent should answer the question asked, then offer the next step.',
            'Confirm the details that matter. Read back the address, the date and the mobile number before booking, because a wrong digit costs more than ten seconds of checking.',
            'Sound like your business. A café and a law firm should not sound the same. Choose the voice, the greeting and the level of formality to match how your best staff member answers the phone.',
            'Never guess. If the agent does not know whether you service a suburb or stock a part, it should say so and arrange a call-back, not invent an answer.',
            'Make the way out obvious. Any caller who asks for a person should get one, or a firm time when someone will ring back.',
          ],
        },
        {
          type: 'paragraph',
          text: "Read the transcripts every day for the first fortnight. They show exactly where callers get confused, and most fixes are a one-line change to the agent's instructions.",
        },
      ],
    },
    {
      id: 'outbound',
      heading: 'Beyond answering: reminders and follow-ups',
      blocks: [
        {
          type: 'paragraph',
          text: "Once inbound calls are running smoothly, many businesses use the same agent for outbound calls to existing customers: appointment reminders the day before, confirming a technician is on the way, or a short satisfaction check after a job. A clinic that rings patients to confirm tomorrow's appointments can fill cancelled slots from its waiting list the same afternoon.",
        },
        {
          type: 'callout',
          tone: 'urgent',
          title: 'Outbound calls have their own rules',
          text: 'Calls to existing customers about their own bookings are very different from cold calls. Telemarketing in Australia is covered by the Do Not Call Register rules and the telemarketing industry standard, including limits on calling hours. Keep AI outbound calls to service messages for people who already deal with you, and get advice before using them for sales.',
        },
      ],
    },
    {
      id: 'implementation',
      heading: 'Implementation, week by week',
      blocks: [
        {
          type: 'paragraph',
          text: `Industry-wide, a bespoke build typically takes four to five weeks, and rushing it is the most common reason callers have a poor first experience. The typical plan is below. We run the same steps faster because we start from proven agents: our simple voice agents go live in ${claims.simpleVoiceAgentWeeks} week, and custom work takes ${claims.implementationWeeks} weeks.`,
        },
        {
          type: 'steps',
          items: [
            {
              title: 'Week 1: Discovery',
              text: 'Listen to recorded calls or review the call log, list the ten most common reasons people ring, and decide what the agent handles, what it transfers and what it never does.',
            },
            {
              title: 'Week 2: Build',
              text: "Write the agent's knowledge from your own information, choose a voice that suits your brand, and connect it to your calendar or job system.",
            },
            {
              title: 'Week 3: Internal testing',
              text: 'Staff call the agent with real scenarios, including awkward ones: angry callers, wrong numbers, people who mumble. Every failure becomes an improvement.',
            },
            {
              title: 'Week 4: Soft launch',
              text: 'The agent takes after-hours and overflow calls only. The team reviews every transcript daily and fine-tunes answers.',
            },
            {
              title: 'Week 5: Full launch and review',
              text: 'Expand to the agreed hours and call types, set up a weekly summary report and agree a monthly review of results.',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'tip',
          title: 'Tell callers they are speaking with an AI',
          text: 'Be upfront. A simple "Hi, you\'ve reached the clinic\'s virtual assistant" sets expectations and builds trust. If calls are recorded, say so at the start of the call, as you would with any recorded line.',
        },
      ],
    },
    {
      id: 'roi',
      heading: 'Costs and return on investment',
      blocks: [
        {
          type: 'paragraph',
          text: 'Voice agent costs come in two parts: a one-off set-up to design, build and connect the agent, and a monthly plan that covers call minutes, hosting and ongoing improvements. Our current plans and what each includes are on the [voice agent pricing page](/ai-voice-agents-pricing).',
        },
        {
          type: 'stats',
          items: [
            { value: '~70%', label: 'typical cut in call-handling costs, industry-wide' },
            { value: '3-6 months', label: 'typical payback, industry-wide' },
            { value: `About ${claims.roiDays} days`, label: 'payback our clients usually see' },
            { value: '4-5 weeks', label: 'typical bespoke build, industry-wide' },
            {
              value: `${claims.simpleVoiceAgentWeeks} week`,
              label: 'until our simple voice agents go live',
            },
            { value: claims.availability.value, label: 'calls answered, including holidays' },
          ],
        },
        {
          type: 'paragraph',
          text: 'To estimate your own return, add the revenue from calls you currently miss to the staff time the agent frees, then compare it with the set-up and monthly cost. For the clinic above, eight extra bookings a week at $95 is about $760 a week in revenue alone. The [ROI measurement guide](/blog/ai-roi-measurement) has a template, and our [implementation roadmap](/blog/ai-implementation-roadmap) shows how a voice agent fits alongside other quick wins.',
        },
      ],
    },
  ],
  faqs: [
    {
      question: 'Will callers know they are talking to an AI?',
      answer:
        'They should, because the agent should say so. Most callers care far more about getting a quick, accurate answer than about who gives it. Being upfront avoids the bad feeling of discovering it halfway through.',
    },
    {
      question: 'What happens if the agent cannot help?',
      answer:
        'It transfers the call to a person or takes a detailed message, depending on your rules and the time of day. Emergencies and complaints can always be routed straight to a human.',
    },
    {
      question: 'Can it work with our existing phone number?',
      answer:
        'Yes. Calls are usually forwarded to the agent from your existing number, either all the time, after a set number of rings, or outside business hours. Your customers dial the same number they always have.',
    },
    {
      question: 'What about privacy and call recordings?',
      answer:
        'Treat the agent like any other system that handles customer information: tell callers about recording at the start of the call, keep recordings and transcripts only as long as you need them, and make sure your privacy policy covers it.',
    },
  ],
  cta: {
    title: 'Hear what a voice agent would sound like for your business',
    description:
      'In a free consultation we look at your call patterns, estimate how many calls you are missing and show you a voice agent set up for a business like yours.',
    buttonText: 'Book Your Free Voice AI Consultation',
    target: 'booking',
  },
  related: [
    '/blog/ai-implementation-roadmap',
    '/blog/ai-roi-measurement',
    '/blog/ai-news-briefing-august-2025',
  ],
  author: 'organisation',
  schemaType: 'NewsArticle',
})
