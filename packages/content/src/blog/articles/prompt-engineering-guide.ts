import { claims } from '../../constants/claims'
import { defineArticle } from '../define'

/** Prompt engineering guide: the CLEAR framework, ready-to-use templates and techniques. */
export default defineArticle({
  slug: 'prompt-engineering-guide',
  title: 'Prompt Engineering Guide: The CLEAR Framework for Small Business',
  seoTitle: 'Prompt Engineering: The CLEAR Framework',
  description:
    'Write prompts that get usable answers first time: the CLEAR framework, copy-ready templates and five techniques for Australian small businesses.',
  keywords: [
    'prompt engineering',
    'CLEAR framework',
    'AI prompts for small business',
    'ChatGPT prompt templates',
    'AI training Australia',
  ],
  datePublished: '2025-05-20',
  readTimeMinutes: 9,
  category: 'AI Skills',
  tags: ['Prompt Engineering', 'AI Training', 'Productivity', 'Small Business', 'Templates'],
  hero: {
    badge: 'Practical Guide',
    headline: 'Prompt Engineering: The CLEAR Framework That Gets Useful Answers First Time',
    intro:
      'Most people who give up on AI tools give up because of the answers they got: vague, generic, too long or just wrong. The tool is rarely the problem. The prompt usually is. A prompt is a brief, and like any brief to a new staff member, a thin one gets thin work back. This guide gives you a five-part framework you can remember on a busy Monday, ten templates you can copy today, and the techniques we teach in our [AI training](/ai-training) sessions to clinics, trades businesses, cafés and professional firms across Australia.',
    image: {
      src: '/images/blog/prompt-engineering-guide.svg',
      alt: 'Illustration of a prompt card split into five labelled parts: Context, Length, Examples, Audience and Role',
      width: 1200,
      height: 630,
    },
  },
  keyTakeaways: [
    'A good prompt reads like a brief to a capable new hire: background, format, an example, who it is for and what hat to wear.',
    'CLEAR stands for Context, Length, Examples, Audience and Role. Covering all five takes about a minute and saves several rounds of rewrites.',
    'Save your best prompts as templates. A shared prompt library is the cheapest productivity tool a small team can build.',
    'Never paste client health records, tax file numbers or card details into a public AI tool.',
  ],
  sections: [
    {
      id: 'why-prompts-matter',
      heading: 'Why the prompt matters more than the tool',
      blocks: [
        {
          type: 'paragraph',
          text: 'A chat assistant predicts a sensible response to whatever you give it. Give it six words and it has to guess the rest: your industry, your customer, your tone, how long the answer should be. It fills those gaps with the most average answer it can find, which is why so much AI writing sounds the same.',
        },
        {
          type: 'paragraph',
          text: 'Compare two requests for the same job. "Write a Facebook post about our winter special" gets you something bland with three exclamation marks. "You\'re writing for a family café in Ballarat. Write a 60-word Facebook post for locals about our winter special: any soup and a toasted sourdough for $16, weekdays 11 to 2. Warm, plain tone, no emojis, end with our address" gets you something you could post in the next five minutes.',
        },
        {
          type: 'paragraph',
          text: 'The second prompt took about forty seconds longer to write. It saved three rounds of "make it shorter", "less salesy" and "mention the price". That trade, a minute of thinking up front for ten minutes of editing saved, is what prompt engineering is.',
        },
      ],
    },
    {
      id: 'clear-framework',
      heading: 'The CLEAR framework',
      blocks: [
        {
          type: 'paragraph',
          text: 'CLEAR is a checklist, not a formula. Run through the five letters before you hit enter. You will not need all five every time, but a missing letter is nearly always the reason an answer misses the mark.',
        },
        {
          type: 'cards',
          items: [
            {
              title: 'C: Context',
              text: 'The background the assistant cannot know: your business, the situation, what has already happened and what you want to achieve. "We are a four-chair physio clinic in Geelong; a patient has complained about waiting 25 minutes" beats "write a reply to a complaint".',
              icon: 'FileText',
            },
            {
              title: 'L: Length and format',
              text: 'Say how long and in what shape: "under 120 words", "a table with three columns", "five dot points", "an email with a subject line". Without it you get an essay when you wanted a text message.',
              icon: 'Ruler',
            },
            {
              title: 'E: Examples',
              text: 'Paste one or two samples of what good looks like: a past email you liked, your usual quote wording, a product description in your house style. One example teaches more than a paragraph of instructions.',
              icon: 'Copy',
            },
            {
              title: 'A: Audience',
              text: 'Name the reader and what they care about. A strata manager, a first-home buyer and an apprentice need the same fact explained three different ways. Add what you want them to do after reading.',
              icon: 'Users',
            },
            {
              title: 'R: Role',
              text: 'Tell the assistant what hat to wear: "an experienced bookkeeper", "a friendly receptionist", "a blunt editor". The role sets vocabulary, tone and what it pays attention to.',
              icon: 'UserCog',
            },
          ],
        },
        {
          type: 'callout',
          tone: 'tip',
          title: 'The one-minute test',
          text: 'Before sending a prompt, ask: if I handed this to a capable temp on their first day, could they do the job without coming back with questions? If not, add the missing letter.',
        },
      ],
    },
    {
      id: 'clear-in-action',
      heading: 'CLEAR in action: a before and after',
      blocks: [
        {
          type: 'paragraph',
          text: 'Here is the same task written twice by the owner of a small electrical business who wanted help chasing an overdue invoice.',
        },
        {
          type: 'example',
          title: 'Before: the six-word prompt',
          prompt: 'Write an email chasing an unpaid invoice.',
          response:
            'Dear [Client Name], I hope this email finds you well. I am writing to kindly remind you that invoice #[Number] remains outstanding...',
          note: 'Generic, stiff and full of placeholders. It would need rewriting from scratch.',
        },
        {
          type: 'example',
          title: 'After: the CLEAR prompt',
          prompt:
            "You are the office manager of a three-person electrical business in Newcastle (Role). A regular builder client owes us $2,340 for a switchboard upgrade, invoice 1187, due 14 days ago. They have always paid before and we want to keep the relationship (Context). Write a short, friendly but firm email, under 100 words, with a subject line (Length). The reader is a busy site supervisor who reads email on his phone (Audience). Match the tone of this past email we sent: 'Hi Dave, quick one: the Smith St job is done and the invoice is attached. Cheers, Mel' (Example).",
          response:
            "Subject: Invoice 1187: switchboard upgrade ($2,340). Hi Dave, hope the week's going well. Just a nudge that invoice 1187 for the switchboard upgrade was due a fortnight ago. Could you let me know when it's likely to be paid, or if anything's holding it up? Happy to resend it if it's gone astray. Thanks, Mel",
          note: 'Ready to send with one read-through. The labels in brackets are only there to show the framework; you do not need to type them.',
        },
      ],
    },
    {
      id: 'templates',
      heading: 'Ten templates you can copy today',
      blocks: [
        {
          type: 'paragraph',
          text: 'Each template below already covers the five letters. Replace the parts in square brackets, paste it into your assistant of choice and adjust from there. Save the ones you use into a shared document so the whole team writes prompts the same way.',
        },
        {
          type: 'example',
          title: '1. Customer reply to a complaint',
          prompt:
            'You are the owner of [business type] in [suburb]. A customer has written: "[paste their message]". Write a reply under 150 words that acknowledges the problem in one sentence, explains what happened without excuses, and offers [the fix you are willing to make]. The customer is upset but reasonable. Warm, plain Australian English, no corporate phrases.',
        },
        {
          type: 'example',
          title: '2. Quote cover note',
          prompt:
            'Act as an experienced [trade] estimator. Write a cover note for a quote of [amount] including GST for [job description]. The client is a [homeowner / builder / property manager] who is comparing three quotes. In 120 words, explain what is included, what is not, how long the job takes and why our price reflects [your point of difference]. End with how to accept.',
        },
        {
          type: 'example',
          title: '3. Social post from a real job',
          prompt:
            'You write social posts for a [business type] in [town]. Turn these job notes into a 70-word Facebook post for local homeowners: "[notes]". Lead with the problem the customer had, then the result. No hashtags in the body, two at the end, no emojis. Here is a post of ours that did well: "[paste]".',
        },
        {
          type: 'example',
          title: '4. Summarise a long document',
          prompt:
            'You are a careful business analyst. Summarise the document below for a busy owner who has five minutes. Give: a three-sentence summary, a table of any dates, amounts and obligations, and a list of questions I should ask before signing. Quote clause numbers. If something is unclear, say so rather than guess. [paste document]',
        },
        {
          type: 'example',
          title: '5. Staff procedure',
          prompt:
            'Act as an operations manager for a [café / clinic / workshop]. Write a step-by-step procedure for [task] for a new casual staff member on their first shift. Maximum ten numbered steps, each under 20 words, with one line at the end on what to do if something goes wrong. Plain language, no jargon.',
        },
        {
          type: 'example',
          title: '6. Meeting notes to actions',
          prompt:
            'Here are rough notes from our team meeting: [paste]. Turn them into a table with columns: action, owner, due date. Then write a four-line summary I can send to staff. If an action has no owner or date, flag it rather than inventing one.',
        },
        {
          type: 'example',
          title: '7. Job advertisement',
          prompt:
            'You are a recruiter who knows small [industry] businesses in regional Australia. Write a job ad for a [role], [hours], [pay range]. Our team is [size and culture in one line]. The ideal reader currently works for a larger competitor and is tired of [common pain]. Under 250 words, with a short list of must-haves and a clear way to apply.',
        },
        {
          type: 'example',
          title: '8. Price-rise letter',
          prompt:
            'Act as a trusted small-business adviser. Write a letter to our regular clients explaining that from [date] our [service] price rises from [old] to [new]. Reasons: [e.g. insurance up 18%, wages award increase]. Respectful, brief (under 180 words), no apology grovelling, thank them for their loyalty.',
        },
        {
          type: 'example',
          title: '9. Review response',
          prompt:
            'You manage online reviews for a [business type]. Write a public reply to this [star rating] review: "[paste]". Under 80 words. Thank them by first name, address the specific point, and invite them to contact [name] directly on [phone] if unresolved. Never argue or reveal private details.',
        },
        {
          type: 'example',
          title: '10. Brainstorm with limits',
          prompt:
            'You are a marketing strategist for small local businesses. Give me eight ideas to get more [weekday lunch trade / winter bookings / repeat customers] for a [business] in [suburb] with a budget under $500 a month. Put them in a table with columns: idea, cost, effort (low/medium/high), how to measure it. Skip anything that needs paid advertising.',
        },
      ],
    },
    {
      id: 'techniques',
      heading: 'Five techniques that lift any prompt',
      blocks: [
        {
          type: 'steps',
          items: [
            {
              title: 'Ask it to ask you questions first',
              text: 'End a prompt with "Before you start, ask me up to five questions that would improve the result." This is the fastest fix when you are not sure what context matters. It works especially well for business plans, policies and website copy.',
            },
            {
              title: 'Break big jobs into steps',
              text: 'Do not ask for a whole marketing plan in one go. Ask for the audience first, agree on it, then the key messages, then the channels, then the calendar. Each step checks the last, and errors do not compound.',
            },
            {
              title: 'Give it permission to say "I don\'t know"',
              text: 'Add "If you are not sure of a fact, say so instead of guessing." Assistants can state wrong information with confidence. This line reduces it, and you should still check any figure, law or date that matters.',
            },
            {
              title: 'Ask for options, then choose',
              text: 'Request three versions with different angles, such as one practical, one warm, one short. Pick the best and ask for it refined. Choosing is faster than describing what you want in the abstract.',
            },
            {
              title: 'Make it critique its own work',
              text: 'After a draft, ask: "Review this as a sceptical customer. What is unclear, what would make you not buy, and what is missing?" Then ask for a revision that fixes those points. Two passes nearly always beat one.',
            },
          ],
        },
      ],
    },
    {
      id: 'common-mistakes',
      heading: 'Mistakes we see every week',
      blocks: [
        {
          type: 'list',
          items: [
            'Starting a new chat for every small change. Stay in the same conversation so the assistant keeps the context you already gave it.',
            'Accepting the first answer. Treat it as a first draft from a junior, not a finished product.',
            'Pasting sensitive data. Client health information, tax file numbers, bank details and anything under a confidentiality agreement stay out of public tools. Use a business plan with data controls, or remove identifying details first.',
            'Asking for facts you cannot check. Use AI to draft, structure and explain; verify legal, tax and medical points with the source or a professional.',
            'Keeping good prompts in your head. If a prompt worked, save it. Next month you will not remember why.',
          ],
        },
        {
          type: 'callout',
          tone: 'info',
          title: 'Privacy is your responsibility',
          text: 'If your business is covered by the Privacy Act (every health service provider is, whatever its size, as is any business turning over more than $3 million), you stay responsible for personal information you collected, including when staff paste it into an AI tool. Even if you are exempt, your clients expect the same care. Our [AI ethics and compliance guide](/blog/ai-ethics-compliance) covers what to check before you roll a tool out to staff.',
        },
      ],
    },
    {
      id: 'prompt-library',
      heading: 'Build a prompt library for your team',
      blocks: [
        {
          type: 'paragraph',
          text: 'The businesses that get the most from AI are not the ones with the cleverest individual prompts. They are the ones where everybody uses the same proven prompts. A prompt library is simply a shared document or folder, organised by task, that anyone on the team can copy from.',
        },
        {
          type: 'steps',
          items: [
            {
              title: 'Week 1: collect',
              text: 'Ask each staff member to save any prompt that gave a result they used without major edits. Aim for 15 to 20.',
            },
            {
              title: 'Week 2: clean up',
              text: 'Rewrite each one with CLEAR, replace specifics with [square-bracket] placeholders and add one line on when to use it.',
            },
            {
              title: 'Week 3: share and measure',
              text: `Put the library where people work, such as a pinned document or the team chat. Ask staff to note roughly how long each task used to take. Most teams we train find ${claims.hoursSavedPerWeek} hours a week across the business once the library is in daily use.`,
            },
          ],
        },
        {
          type: 'paragraph',
          text: 'Once prompts are standardised, the natural next step is to build them into tools, so a receptionist presses a button instead of pasting a prompt. That is where custom [AI agents](/ai-agent-pricing) come in. Our [implementation roadmap](/blog/ai-implementation-roadmap) explains when that move makes sense.',
        },
      ],
    },
    {
      id: 'measure-results',
      heading: 'How to know it is working',
      blocks: [
        {
          type: 'paragraph',
          text: 'Pick three tasks you do every week, such as quotes, social posts and client emails. Time them for a week the old way, then a week with your new prompts. A café owner who spends three hours a week on social posts can typically get that under an hour with a good template; a bookkeeping practice can often halve the time spent on first drafts of client letters. Measured numbers like these make it easy to decide where to go next, and our [ROI measurement guide](/blog/ai-roi-measurement) shows how to turn them into dollars.',
        },
      ],
    },
  ],
  faqs: [
    {
      question: 'Do I need to be technical to write good prompts?',
      answer:
        'No. If you can brief a new staff member, you can write a good prompt. CLEAR is the same checklist a good manager uses: background, format, an example, the audience and the role.',
    },
    {
      question: 'Do these prompts work in every AI assistant?',
      answer:
        'Yes. The framework works with any major chat assistant because it is about giving clear instructions, not about one product. Results vary a little between tools, so test your key templates in the one your team uses.',
    },
    {
      question: 'How long does it take a team to get good at this?',
      answer:
        'Most teams see a difference after a single half-day session and a few weeks of practice with a shared prompt library. The habit of running through CLEAR sticks quickly once people see fewer rewrites.',
    },
  ],
  cta: {
    title: 'Get your whole team prompting well',
    description:
      'Our hands-on prompt engineering training uses your own tasks, builds your first prompt library in the session and shows staff how to use AI safely with client data.',
    buttonText: 'Book Prompt Engineering Training',
    target: 'booking',
  },
  related: [
    '/blog/chatgpt-natural-conversations',
    '/blog/ai-implementation-roadmap',
    '/blog/ai-roi-measurement',
  ],
  author: 'organisation',
  schemaType: 'NewsArticle',
  card: {
    icon: 'PenTool',
    excerpt:
      'The CLEAR framework turns vague requests into precise instructions, so AI gives you work you can actually use.',
    content:
      'The CLEAR framework step by step, ready-made templates for everyday business tasks and techniques that lift the quality of every answer.',
    cta: {
      title: 'Write better prompts',
      description: 'Read the guide and copy the templates.',
      buttonText: 'Read the Guide',
    },
  },
})
