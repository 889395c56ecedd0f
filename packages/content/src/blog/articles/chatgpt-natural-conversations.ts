import { defineArticle } from '../define'

/** A guide to talking with a chat assistant naturally: principles, examples, techniques and tips. */
export default defineArticle({
  slug: 'chatgpt-natural-conversations',
  title: 'How to Have Natural Conversations with ChatGPT: A Guide for Business Owners',
  seoTitle: 'Natural Conversations with ChatGPT',
  description:
    'Stop typing commands and start having conversations: seven principles, real example chats, advanced techniques and ten tips for getting more from ChatGPT.',
  keywords: [
    'ChatGPT tips',
    'how to talk to ChatGPT',
    'ChatGPT for small business',
    'conversational AI guide',
    'AI assistant best practice',
  ],
  datePublished: '2025-10-08',
  category: 'AI Skills',
  tags: ['ChatGPT', 'Conversational AI', 'Productivity', 'AI Skills', 'Small Business'],
  hero: {
    badge: 'How-To Guide',
    headline: 'Talk to ChatGPT Like a Colleague, Not a Search Box',
    intro:
      'Most people use ChatGPT the way they use a search engine: a few keywords, a quick answer, done. That works for simple questions, but it leaves most of the value on the table. Chat assistants are built for conversation. They do their best work when you explain the situation, react to what they say and build an answer together over several turns, the way you would with a sharp colleague over coffee. This guide shows you how, with prompts you can copy and real examples from small businesses.',
    image: {
      src: '/images/blog/chatgpt-natural-conversations.svg',
      alt: 'Illustration of a friendly back-and-forth chat between a business owner and an AI assistant',
      width: 1200,
      height: 630,
    },
  },
  keyTakeaways: [
    'Treat the assistant as a capable colleague who knows nothing about your business until you tell them.',
    'The best results come from the second, third and fourth messages, not the first. Build on answers instead of starting over.',
    'Correct it, disagree with it and ask it to question you. A conversation beats a command.',
    'Check facts, figures and anything legal or medical, and keep sensitive client information out of public tools.',
  ],
  sections: [
    {
      id: 'why-conversation',
      heading: 'Why conversation beats commands',
      blocks: [
        {
          type: 'paragraph',
          text: 'A one-line command forces the assistant to guess everything you left out. A conversation lets it find out. When you explain your situation, look at the first answer and say "closer, but our customers are mostly retirees", you are doing what a good manager does with a new staff member: briefing, reviewing and refining. Each turn adds context, and the assistant keeps the whole conversation in view as it goes.',
        },
        {
          type: 'paragraph',
          text: 'The difference shows up quickly. Owners who learn to converse rather than command usually stop saying "it just gives generic answers" within a week, because the answers are no longer generic: they are built from the details you gave.',
        },
      ],
    },
    {
      id: 'seven-principles',
      heading: 'Seven principles of natural conversation',
      blocks: [
        {
          type: 'example',
          title: '1. Talk like you would to a capable colleague',
          prompt:
            "I run a small landscaping business on the Sunshine Coast and I'm trying to work out whether to offer monthly maintenance contracts. Can you help me think it through?",
          note: 'Plain, full sentences work better than keywords. You do not need special phrasing or magic words.',
        },
        {
          type: 'example',
          title: '2. Start with the situation, not the question',
          prompt:
            "Some background first: we're a two-vet clinic in Toowoomba, mostly dogs and cats, and about 15% of appointments are no-shows. We already send an SMS reminder the day before. What else could we try?",
          note: 'Two sentences of context turn a textbook answer into advice about your business.',
        },
        {
          type: 'example',
          title: '3. Say what you want back',
          prompt:
            "Give me your top five ideas as a short list, one line each, ordered by how cheap they are to try. I'll ask for detail on the ones I like.",
          note: 'Length and shape matter. Asking for a short list first keeps you in control of where the conversation goes.',
        },
        {
          type: 'example',
          title: '4. Build on the answer instead of starting over',
          prompt:
            'Number three is interesting. How would that work with only one receptionist on Saturdays, and roughly what would it cost us each month?',
          note: 'Refer back to earlier answers. The assistant remembers the conversation, so every follow-up gets sharper.',
        },
        {
          type: 'example',
          title: '5. Push back when it is wrong or off-tone',
          prompt:
            "That's too formal for us, and we don't offer a warranty on plants, so take that out. Our customers are tradies and builders; write it the way I'd say it on site.",
          note: 'Disagreeing is not rude; it is the fastest way to a good result. Say what is wrong and why.',
        },
        {
          type: 'example',
          title: '6. Invite it to ask you questions',
          prompt:
            'I need a short welcome pack for new clients of my bookkeeping practice. Before you write anything, ask me whatever you need to know to make it genuinely useful.',
          note: 'When you are not sure what context matters, let the assistant interview you. It usually asks about audience, tone and what clients struggle with.',
        },
        {
          type: 'example',
          title: '7. Think out loud, including your doubts',
          prompt:
            "I'm torn between hiring a second receptionist and trying an AI voice agent. My worry is older patients hating it. Can you lay out the trade-offs honestly, including reasons not to do it?",
          note: 'Sharing your hesitations gets you a balanced answer instead of a sales pitch. Ask explicitly for the downsides.',
        },
      ],
    },
    {
      id: 'example-conversations',
      heading: 'Example conversations',
      blocks: [
        {
          type: 'paragraph',
          text: 'Here are two short conversations, shown turn by turn, so you can see how an answer improves when you respond to it rather than accepting the first draft.',
        },
        {
          type: 'example',
          title: 'Conversation 1, turn 1: a price rise for a cleaning business',
          prompt:
            'I run a commercial cleaning business in Hobart with about 40 regular office clients. Wages and insurance have gone up and I need to raise prices by 8% from 1 March. Can you help me write to clients?',
          response:
            'Here is a draft letter explaining the increase, the date it applies and the reasons. Would you like it formal or more personal, and should it mention anything you are adding or improving?',
        },
        {
          type: 'example',
          title: 'Conversation 1, turn 2: adding context',
          prompt:
            "More personal. Most of these clients have been with us for years and I know the office managers by name. We haven't raised prices in two years. Keep it under 150 words.",
          response:
            'A shorter, warmer version that thanks them for their loyalty, notes that prices have been held for two years, gives the new rate and date, and invites them to call you directly with questions.',
        },
        {
          type: 'example',
          title: 'Conversation 1, turn 3: preparing for pushback',
          prompt:
            'Good. Now play one of my clients who is unhappy about this and wants to negotiate. I want to practise my replies.',
          response:
            'The assistant takes on the role of a cost-conscious office manager, raises the objections you are likely to hear, and after a few exchanges gives feedback on which of your answers were most convincing.',
          note: 'Three turns took you from a generic letter to a personal one and a rehearsal for the hard phone calls.',
        },
        {
          type: 'example',
          title: 'Conversation 2, turn 1: understanding a contract',
          prompt:
            "I'm a builder and a client's solicitor has sent me a variation clause I don't fully understand. I'll paste it below with names removed. Explain in plain English what it means for me, and what I should ask before I sign.",
          response:
            'A plain-English explanation of the clause, what it commits you to, and three questions to raise, with a reminder that this is general information and a lawyer should review anything significant.',
        },
        {
          type: 'example',
          title: 'Conversation 2, turn 2: testing the explanation',
          prompt:
            "You said I'd carry the cost of delays caused by the client's changes. Where exactly does it say that? Quote the words.",
          response:
            'The assistant quotes the relevant sentence, and in this case corrects itself: the clause actually splits the cost, depending on who requested the change.',
          note: 'Asking for the exact words caught an error. Always check important claims against the source.',
        },
      ],
    },
    {
      id: 'advanced-techniques',
      heading: 'Four advanced techniques',
      blocks: [
        {
          type: 'cards',
          items: [
            {
              title: 'Standing instructions',
              text: 'Use the settings that let you give the assistant standing information about you and how you like answers: your business, location, customers and preferred tone. You stop repeating yourself and every conversation starts with context.',
              icon: 'Settings',
            },
            {
              title: 'Role-play rehearsals',
              text: 'Ask it to play a difficult customer, a sceptical bank manager or a job candidate. Practise the conversation, then ask for honest feedback on how you handled it.',
              icon: 'Drama',
            },
            {
              title: 'Voice conversations',
              text: 'Use voice mode on your phone to think out loud between jobs: talk through a problem on the walk back to the ute or between appointments, then ask for a written summary of what you decided.',
              icon: 'Mic',
            },
            {
              title: 'Step-back summaries',
              text: 'In long conversations, ask: "Summarise what we have agreed so far, what is still open and what I need to do next." It keeps both of you on track and gives you notes to save.',
              icon: 'ListChecks',
            },
          ],
        },
      ],
    },
    {
      id: 'common-mistakes',
      heading: 'Four common mistakes',
      blocks: [
        {
          type: 'list',
          ordered: true,
          items: [
            'Typing commands instead of talking. "Marketing ideas café" gets a list anyone could have written. One sentence about your café, your suburb and your quiet times gets ideas you can use.',
            'Starting a new chat for every change. You throw away the context you built. Stay in the conversation until the job is done, and start fresh only for a new topic.',
            'Trusting confident answers. Assistants can state wrong facts fluently, including figures, laws and dates. Ask where a claim comes from, and verify anything that matters with the original source.',
            'Oversharing. Keep client health information, tax file numbers, bank details and confidential documents out of public tools. Remove names, or use a business plan with proper data controls.',
          ],
        },
      ],
    },
    {
      id: 'ten-tips',
      heading: 'Ten tips to use today',
      blocks: [
        {
          type: 'list',
          ordered: true,
          items: [
            'Open with one or two sentences about your business before your first question.',
            'Ask for a short first answer, then ask for detail on the parts you like.',
            'Give an example of what good looks like: paste an email or post you were happy with.',
            'Say who the reader is: a strata manager, a patient, an apprentice, a bank.',
            'Use "why" and "what would change your answer?" to understand its reasoning.',
            'Ask for three options when you are not sure what you want, then pick one to refine.',
            'Tell it when it is wrong, and say what right looks like.',
            'Ask it to list its assumptions, then correct the ones that do not fit.',
            'Save conversations that worked and reuse the opening messages as templates.',
            'Finish by asking for a checklist of next steps so the conversation becomes action.',
          ],
        },
        {
          type: 'callout',
          tone: 'tip',
          title: 'Make it a team habit',
          text: 'These habits spread fastest when the whole team learns them together and shares what works. Our [prompt engineering guide](/blog/prompt-engineering-guide) gives you ready-made templates, and our [AI training](/ai-training) sessions build the skills with your own daily tasks.',
        },
      ],
    },
    {
      id: 'beyond-chat',
      heading: 'When to go beyond a chat window',
      blocks: [
        {
          type: 'paragraph',
          text: 'Once you notice yourself having the same conversation every week, such as drafting the same kind of quote or answering the same customer questions, that is a sign the task is ready to be built into your business rather than typed each time. A custom [AI agent](/ai-agent-pricing) can hold the conversation with your customers directly, and a [voice agent](/ai-voice-agents-pricing) can do it over the phone, around the clock. Our article on [AI agent toolkits and the future of SaaS](/blog/openai-agentkit-saas-future) explains where this is heading.',
        },
      ],
    },
  ],
  faqs: [
    {
      question: 'Do I need to learn special prompt formulas?',
      answer:
        'No. Clear, natural language works best. Frameworks help you remember what context to include, but the core skill is the same as briefing a person: explain the situation, say what you want and respond to what you get.',
    },
    {
      question: 'Is the free version of ChatGPT good enough for business?',
      answer:
        'For drafting, brainstorming and learning the habits in this guide, free versions are a reasonable start. For client information and team use, look at business plans with data controls and admin settings, and check the current terms before staff paste anything sensitive.',
    },
    {
      question: 'Do these principles work with other chat assistants?',
      answer:
        'Yes. Every major chat assistant responds better to context, follow-ups and clear feedback. The habits transfer, even if buttons and settings differ.',
    },
  ],
  cta: {
    title: 'Get more from every AI conversation',
    description:
      'In a free consultation we look at how you and your team use AI today, show you the habits that save the most time and suggest where to start.',
    buttonText: 'Book a Free AI Consultation',
    target: 'booking',
  },
  related: [
    '/blog/prompt-engineering-guide',
    '/blog/openai-agentkit-saas-future',
    '/blog/future-of-work-ai',
  ],
  author: 'organisation',
  schemaType: 'NewsArticle',
  card: {
    icon: 'MessageCircle',
    excerpt:
      'Stop typing search terms into ChatGPT. Talk to it like a capable colleague and the answers get dramatically more useful.',
    content:
      'Seven principles with sample prompts, real example conversations, four advanced techniques, the four mistakes most people make and ten tips you can use today, written for busy owners rather than engineers.',
    cta: {
      title: 'Get better answers from AI today',
      description: 'Read the guide and try the sample prompts on your own work.',
      buttonText: 'Read the Guide',
    },
  },
})
