/**
 * Honest negatives about services near ours that we do not sell: advertising, design beyond the posts,
 * websites and their copy, photography, consultancy and the like.
 */
import { blogTiers, videoTiers } from '#shared/catalogue/add-ons.ts'
import { plans } from '#shared/catalogue/plans.ts'
import { formatPenceShort as price } from '#shared/format/money.ts'
import { channelNames, faqAnswer, list, REPLY_TIME, SUPPORT_HOURS, tierList } from './catalogue-text.ts'
import { asksWhereRepliesAre } from './customer-area.ts'
import { asksAboutOurMarketingEmails } from './marketing-emails.ts'
import { brandingNotOffered } from './not-offered-branding.ts'
import { addOnsInstead, ourAddOns, ourPosts, ourPostsOn, planList } from './not-offered-text.ts'
import { factReply, SOURCES, withoutLeadingYes } from './reply-sources.ts'
import type { Reply } from './responder.ts'

/**
 * 'the same designer every month', 'only one person for my account', 'can I choose my designer': one
 * person of ours kept for the visitor. A one-person business, or a designer of the visitor's own, asks
 * nothing of the kind.
 */
const ROLE = '(designer|writer|copywriter|creative)'
const ONE_PERSON_FOR_US = new RegExp(
  [
    // 'the same designer', 'a named copywriter', 'one designer only'
    `\\b(same|one|single|consistent|regular|fixed|specific|particular|assigned|allocated|personal|named|dedicated) (graphic )?${ROLE}\\b`,
    // 'do i get my own designer', 'give each business its own designer'
    `\\b(get|give|giving|getting)( me| us| each (client|customer|business|account))? (my|our|its|their|his|her) own ${ROLE}\\b`,
    // 'a designer assigned to our account', 'assign one creative to each customer'
    `\\b(${ROLE}|person)s? (assigned|allocated|dedicated) to\\b`,
    `\\b(assign|allocat)\\w* (me |us |each (client|customer|business|account) )?(a|one|a single|the same|a specific|a named|a dedicated|its own|their own) (${ROLE}|person)\\b`,
    // 'can I choose my designer', 'keep the same writer'
    `\\b(choose|pick|request|select|ask for|keep)\\w* (my |our |a |the |which )?(own |specific |particular |same )?(designer|writer|copywriter)\\b`,
    // 'the same person who designs my posts each month'
    `\\bsame (person|team member|member of (the |your )?team)\\b.{0,30}\\b(every|each|all|always|month|account|post|design\\w*|graphic|writ\\w*|look\\w* after|work\\w* on|handl\\w*)\\b`,
    // 'only one person for my account', 'deal with one person'
    `\\bone person (to )?(for|on|look\\w* after|handl\\w*|work\\w* on|do|does|doing|manag\\w*|deal\\w* with|run\\w*|take care of) (my|our|the) (account|posts|brand|business|page|content|social)\\b`,
    `\\bdeal with (just |only )?one person\\b`,
    // 'a different designer every month', 'will the designer change', 'can the designer keep doing them'
    `\\b(different|new|another) (designer|writer|copywriter)s?\\b.{0,30}\\b(every|each)\\b`,
    `\\b(designer|writer|copywriter)\\b.{0,30}\\bkeep (doing|designing|making|writing|working)\\b`,
    `\\b(designer|writer|copywriter)s? (chang|rotat|swap|vary|varie|differ)\\w*\\b(?! (my|our|the|your|it|them|a|an|any|colou?rs?|fonts?|logos?|things?)\\b)`,
  ].join('|'),
)

/**
 * Who makes the posts, in the FAQ's words: 'Every post is then designed, written and checked by our
 * team, so it sounds like you.' and 'Every design uses your colours, fonts and logo …'.
 */
const ourTeamMakesThem = () =>
  `${
    faqAnswer('Do you use AI')
      .split(/(?<=\.)\s+/)
      .find((sentence) => /\bour team\b/.test(sentence))
      ?.replace(/ then /, ' ') ?? ''
  } ${withoutLeadingYes(faqAnswer('Will the posts match my brand?'))}`

/** Services near ours that we do not sell. */
const OTHER_SERVICES: [RegExp, string][] = [
  [
    /\b(paid|facebook|google|instagram|linkedin|tiktok|ppc)\s+(ad|ads|advert|adverts|advertising|campaign)s?\b|\b(ad|ads|advert|advertising|boost|promotion) (spend|budget|money|credit)s?\b|\b(spend|budget|money)\w* (for|on) (ad|ads|advert|adverts|advertising|boost|boosting|promoted post)s?\b|\b(run|manage|boost)\w*\s+(our |my |the )?(ad|ads|advert|adverts|advertising)\b|\bboosted post|\b(paid|sponsored|promoted) (social|media|post|posts|content|reach|promotion)\b|\bppc\b/,
    'paid advertising',
  ],
  [
    /^(?!.*\b(blog|article)).*(\b(design|build|make|create|redo|redesign|new|need|develop|update|do|offer|provide|sell|sort|set up|put together|fix|repair|maintain|host|rebuild|knock|whip|throw|code)\w* ((me|us|a|an|my|our|the|new|out|up|together|you|also|do|broken|old|current|existing|slow|for) )*((?!(your|you|its|their|his|her|on|in|for|to|with) )[a-z]+ )?(website|web site|landing page|online shop|web design)\b|\bweb ?(design|developer|development)|\b(web)?site (design|build|rebuild|redesign|revamp|overhaul)|\bwebsite\b.{0,60}\b(build|make|design|create|redo|rebuild)\w* (us |me )?(a )?(new |fresh )?one\b|\b(website|web site) (redone|rebuilt|redesigned|revamped|built|designed|made over)\b|\b(wix|squarespace|wordpress|webflow|godaddy|shopify) (site|website|store|shop|page)s?\b|\b(i'd like|we'd like|would like|want|wanting|looking for) (a |an )?(new |proper |simple |small |fresh )?(website|web site|landing page|online shop)\b)/,
    'website design',
  ],
  [/\bpodcast/, 'podcast production'],
  // 'Is my conversation with the chatbot recorded?' is about ours, which the privacy policy covers.
  [/(?<!\b(this|the|your|ur|you) )\bchat ?bots?\b/, 'chatbots'],
  [
    /\b(buy|buying|bought|purchase|purchasing|fake|paid)\w* (instagram |tiktok |facebook )?(follower|like|view)s?\b/,
    'buying followers or likes',
  ],
  [/\bverif(y|ied|ication)\b|\bblue (tick|check)/, 'account verification'],
  [/\banimat(ed|ion|ions)\b|\bgifs?\b|\bmotion graphic|\bexplainer video|\bcartoon/, 'animations or GIFs'],
  // 'I use a scheduling app already': a tool the visitor uses, not a question about an app of ours.
  [
    /^(?!.*\b(schedul\w*|posting|planner|planning|publishing|social media|design|editing) apps?\b)(?!.*\bapps? (for|to) (schedul|post|plan|publish|design|edit))(?!.*\b(i|we) (already )?(use|using|have|got)\b.{0,15}\bapp)(?!.*\b(threads|instagram|facebook|tiktok|linkedin|youtube|twitter|pinterest|snapchat|whatsapp)( app)?\b.{0,25}\bapp\b)(?!.*\bapp (from|by|of|owned by|made by) (meta|facebook|instagram|google)\b).*\b(mobile |phone |iphone |android )?app\b(?! development)/,
    'a mobile app',
  ],
  [/\baudit/, 'audits'],
  [
    /\b(film|filming|videograph\w*|video ?shoot|shoot (a |some |the )?video|come (and |to )?(film|record|shoot)|on location|drone)\b/,
    'filming on location',
  ],
  [/\b(press release|public relations|\bpr\b|media coverage)/, 'PR and press releases'],
  [/\b(app|apps) (development|design|build)|\bbuild (me |us )?(an? )?app\b/, 'app development'],
  [/\b(tv|television|radio|billboard)s?\b/, 'TV, radio or billboard advertising'],
  [
    /\blive ?stream\w*|\bbroadcast\w* live\b|\bstream\w*\b.{0,30}\blive\b|\blive\b.{0,10}\bstream|\b(instagram|facebook|tiktok|youtube|linkedin) live\b|\blive (video|broadcast|coverage|feed)s?\b/,
    'livestreaming',
  ],
  [
    /\bphoto ?shoot|photograph(y|er|ing)?\b|\b(to|and) photo (the|our|my|us|them|it|some|your)\b|\b(come|visit|pop|drop)\w* (out |round |over |in |by )?(and|to) (photo|shoot|snap|take photo)|\b(shoot|take|snap)\w* (some |the |our |my |any )?(product |professional |food |shop )?(photo|picture|pic)s?\b|photo session|come and take photo|professional photo|\b(come|visit|send|pop|drop|stop)\w* .{0,30}\b(take|taking|shoot|shooting|snap|snapping|get|getting)\b .{0,15}(photo|picture|pic)|\b(take|taking|shoot|shooting|snap|snapping)\b .{0,15}(photo|picture|pic)\w* (at|in|of) (my|our) (shop|cafe|café|salon|premises|office|restaurant|business|place|venue|store)/,
    'photography',
  ],
  [
    /\bnewsletter|email marketing|email campaign|mailchimp\b|\b(write|writing|send|sending|do)\w* ((our|my) (marketing |customer |promotional )?|(marketing|promotional) )(emails?|email copy|email content)\b(?! (address|support))|\bhandl\w* ((our|my) )?(marketing|promotional) (emails?|email copy|email content)\b|\b(write|writing|do|doing)\w* (e-?mail|newsletter) (copy|content|copywriting)\b/,
    'email newsletters',
  ],
  [
    /\b(promo|promotional|corporate|brand|company|explainer|advert|commercial|long[- ]form|documentary)\w* (video|film)s?\b|\b(video|film)s? for (our|my|the) (website|home ?page|tv)\b/,
    'promotional or long-form video production',
  ],
  [
    /\b(reply|respond|answer)\w*\s+(to )?(our |my |the |any |all )?(\w+ ){0,2}(comment|dm|direct message|message|review|inbox|enquir\w*)|community management|manage (our |my )?(inbox|dm)|\b(comment|dm|direct message|message|review|enquir)\w*\b.{0,60}\b(you|u) (reply|respond|answer)\w*( to)? (them|those|these|it|people|customers)\b|\b(manag|moderat|monitor|look after|handl|run|deal with|take care of)\w*\b.{0,25}\b(comment|dm|direct message|inbox|review|message|repl(y|ie)|enquir\w*|customer (service|support|queries|question))s?\b|manag\w* (our |my |the )?(google |online )?review|review repl|repl\w* to (our |my )?(google )?review|\b(dm|direct message|message|comment|inbox)s? (automation|bot)s?\b|\bauto[- ]?(repl|respond)\w*|\bautomat\w*\b.{0,20}\b(dm|direct message|message|comment|inbox|repl\w*)s?\b|\b(reply|respond|answer|handl|manag)\w*\b.{0,15}\b(our|my|the) (customer|client)s?'? e-?mails?\b/,
    'replying to comments and messages',
  ],
  [
    /(?<!\b(small|fine) )\bprint\w*|\bflyer|\bleaflet|\bposter|\bbusiness card|\bsignage\b|\b(shop|store|window|outdoor|pub|cafe|café|salon) sign\b|\bvan (livery|wrap|sign)|\bvehicle wrap|\b(design|make|create)\w* (a |our |my |the )?(printed )?menus?\b|\b(menu|chalk) ?boards?\b|\bwindow (display|dressing|decal|vinyl|graphic)s?\b|\b(brochure|booklet|prospectus|(annual|yearly) report)s?\b|\ba-boards?\b|\bmenus?\b.{0,15}\bdesign/,
    'printing',
  ],
  [
    /\b(sms|text message|texting) (marketing|campaign|blast|promotion)s?\b|\bsend\w* (\w+ )?(text|sms|text message)s? to (our|my|the) (customer|client|follower|subscriber)s?\b|\b(text|sms)(es)? (to )?(our|my) (customer|client)s? (about|with|for)\b/,
    'SMS or text message marketing',
  ],
  [/\binfluencer/, 'influencer outreach'],
  [
    /\bhighlight (covers?|icons?)\b|\b(write|writing|rewrite|make|create|design|do|redo)\w* (our |my |the |a )?(new )?(instagram |insta |ig |facebook |linkedin |tiktok |x twitter )?(bio|profile (picture|photo|pic|banner)|cover (photo|image|banner))s?\b/,
    'profile set-up, such as bios or highlight covers',
  ],
  [/\bcrisis\b|\breputation (management|repair)\b/, 'crisis or reputation management'],
  [
    /\b(run|running|manage|managing|host|hosting|organis|organiz|judg|pick|choos|administ|handl)\w*\b.{0,30}\b(giveaway|competition|contest|sweepstake|prize draw|raffle)s?\b/,
    'running competitions or giveaways',
  ],
  [
    /\b(attend|come to|come along to|be at|cover|turn up at|photograph|film)\w* (my|our|the|a) ([a-z]+ )?(event|launch|opening|party|wedding|show|gig|festival|conference|market|fair)s?\b/,
    'coverage at your events',
  ],
  [
    /\b(dedicated|personal|own|named|single) (account|client|customer|social media) (manager|handler|executive|contact|rep)\b|\baccount manager\b/,
    'a dedicated account manager',
  ],
  [ONE_PERSON_FOR_US, 'a dedicated designer'],
  [
    /\btranslat\w*|\b(bilingual|multilingual|multi-lingual|other languages?|another language|second language|foreign languages?)\b|\b(in|and|both|or|into) (polish|spanish|french|german|welsh|gaelic|irish|italian|portuguese|arabic|chinese|mandarin|cantonese|urdu|hindi|punjabi|bengali|gujarati|tamil|turkish|romanian|dutch|greek|russian|ukrainian|japanese|korean|somali|vietnamese|thai|farsi|persian|hebrew|swedish|norwegian|danish|finnish|czech|hungarian|bulgarian|lithuanian|latvian|tagalog|lingala|swahili)\b|\b(american|us) (english|spelling)/,
    'translation',
  ],
]

/** Each plan's support, in the plans' own words ('Email support', '24/7 support by email and video call'). */
const supportByPlan = () =>
  plans
    .map(
      (plan) =>
        `${plan.title} has ${plan.features.find((f) => /\bsupport\b/i.test(f))?.replace(/^(?!24)./, (c) => c.toLowerCase()) ?? 'email support'}`,
    )
    .join('; ')

/** How fast the team answers the visitor: 'how quickly do you respond to enquiries'. */
const OUR_REPLY_TIME =
  /\bhow (quick|quickly|fast|soon|long|promptly)\b.{0,25}\b(reply|replie|respond|answer|get back)\w*|\b(response|reply) time\b|\bwithin how (long|many hour)/

/**
 * 'do u write product descriptions for my etsy shop', 'copy for our website': writing beyond the
 * posts; the nearest offer is the SEO blog articles for the visitor's website.
 */
const WEBSITE_COPY =
  /\b(product|item|listing|shop|store|website|web|menu)\s+(description|copy|copywriting|blurb)s?\b|\b(write|writing|wrote)\w*\b.{0,20}\b(website|web|shop|store) (copy|text|wording)s?\b|\b(copy|copywriting|text|wording) (for|on) (my|our) (website|site|web ?page|shop|store|online shop|product)|\b(write|writing)\w* (my |our |the )?(product )?listings?\b|\bproduct listings?\b/

/** 'can you do our SEO', 'get us ranking on Google': work on the website itself, not our blog articles. */
const WEBSITE_SEO =
  /^(?!.*\b(audit|blog|article|plan|package|tier|include|included|add-on|extra|price|cost|how much)s?\b).*(\bseo\b|\bsearch engine optimi[sz]\w*|\b(rank|ranking)\w* (higher |better |us |me )?(on|in) google\b)/

/** 'SEO beyond blog posts', 'other than the blog articles': the blog is set aside, not asked about. */
const BEYOND_THE_BLOG =
  /\b(beyond|besides|other than|apart from|except|as well as|not just|more than|on top of) (the |your |our |just )?(seo )?(blog|article)( post| article)?s?\b/g

export function websiteCopy(text: string): Reply | undefined {
  if (WEBSITE_SEO.test(text.replace(BEYOND_THE_BLOG, ' ')))
    return factReply(
      `No, we don't offer SEO work on your website itself. Our SEO blog articles add-on writes researched articles for your website, written around the searches your local customers actually make: ${list(blogTiers.map((t) => `${t.words} words for ${price(t.pricePence)}`))}.`,
      SOURCES.pricing,
    )
  if (!WEBSITE_COPY.test(text)) return undefined
  return factReply(
    `No, we don't write product descriptions or website copy. We write the captions and hashtags for your social media posts, and our SEO blog articles add-on writes researched articles for your website: ${list(blogTiers.map((t) => `${t.words} words for ${price(t.pricePence)}`))}.`,
    SOURCES.pricing,
  )
}

/** Consultancy, training or hourly work: we sell monthly plans. */
export function consultancyNotOffered(text: string): Reply | undefined {
  if (
    /\b(consult\w*|coaching|coach|training|train (me|us|my|our)|teach\w* (me|us|my|our)|lessons?|tutoring|masterclass\w*|workshop|mentor\w*|strategy (session|meeting|call|review|day|workshop)s?|hourly|per hour|by the hour|day rate)\b/.test(
      text,
    )
  )
    return factReply(
      `No, we don't offer consultancy, training or hourly work. We sell monthly plans: ${planList()} a month. To talk your plans through, book a free demo video call with our team.`,
      SOURCES.pricing,
      SOURCES.booking,
    )
  return undefined
}

/** A service near ours that we do not sell, with the nearest offer. */
export function serviceNotOffered(text: string): Reply | undefined {
  const branding = brandingNotOffered(text)
  if (branding) return branding
  for (const [pattern, service] of OTHER_SERVICES) {
    if (!pattern.test(text)) continue
    // 'Will I get newsletters from you?': our e-mails to the visitor, which the privacy policy answers.
    if (service === 'email newsletters' && asksAboutOurMarketingEmails(text)) continue
    if (service === 'paid advertising')
      return factReply(
        `No, we don't offer paid advertising. ${ourPostsOn(channelNames)}, and ${ourAddOns}.`,
        SOURCES.pricing,
      )
    if (service === 'translation' && /\b(american|us) (english|spelling)/.test(text))
      return factReply('No, we write for British customers, in British English.', SOURCES.about)
    if (service === 'translation')
      return factReply(
        "No, we don't translate posts: we write for British customers, in British English.",
        SOURCES.about,
      )
    if (service === 'livestreaming')
      return factReply(
        `No, we don't offer livestreaming. With our Short-form videos add-on we make vertical videos for Reels, TikTok and YouTube Shorts: ${tierList(videoTiers)} a month.`,
        SOURCES.pricing,
      )
    if (service === 'photography')
      return factReply(
        `No, we don't offer photography or visits to take photos. Upload any photos or logos you would like us to use to your shared drive folder, and we design your posts with them. ${ourAddOns.replace(/^our/, 'Our')}.`,
        SOURCES.home,
        SOURCES.pricing,
      )
    // 'How quickly do you respond to enquiries?' asks how fast we answer the visitor, not for a service.
    if (
      service === 'replying to comments and messages' &&
      (OUR_REPLY_TIME.test(text) ||
        REPLY_TIME.test(text) ||
        // 'where do I read the team's reply to my message?': the customer's Messages, not a service.
        asksWhereRepliesAre(text) ||
        // 'do u answer msgs outside office hrs': our support's hours, not the visitor's customers.
        (SUPPORT_HOURS.test(text) &&
          !/\b(comment|dm|direct message|review|customer|client|follower|inbox|enquir\w*)s?\b/.test(text)))
    )
      continue
    if (service === 'replying to comments and messages')
      return factReply(
        `No, we don't offer replying to comments, messages or reviews. ${ourPostsOn(channelNames)}, and ${ourAddOns}.`,
        SOURCES.pricing,
      )
    if (service === 'a dedicated account manager')
      return factReply(
        `No, we don't offer a dedicated ${text.match(/\b(designer|copywriter|writer)\b/)?.[1] ?? 'account manager'}. Our UK team supports every customer: ${supportByPlan()}.`,
        SOURCES.pricing,
        SOURCES.contact,
      )
    if (service === 'a dedicated designer')
      return factReply(
        `No, we don't offer a dedicated ${text.match(/\b(designer|copywriter|writer)s?\b/)?.[1] ?? 'person for your account'}: ${ourTeamMakesThem().replace(/^E/, 'e')}`,
        SOURCES.home,
        SOURCES.about,
      )
    if (service === 'coverage at your events')
      return factReply(
        `No, we don't attend events or post live from them: we work remotely, from the photos and details you upload to your shared drive folder. ${ourPosts}, and ${ourAddOns}.`,
        SOURCES.home,
        SOURCES.pricing,
      )
    if (service === 'a mobile app')
      return factReply(
        "No, we don't have a mobile app. You approve or comment on your posts through our platform, by email or on WhatsApp, whichever suits you.",
        SOURCES.home,
      )
    return addOnsInstead(service)
  }
  return undefined
}
