// Demo blog posts (type 4). All text is written for this project. Each entry: slug, category, tags, title,
// description and one key point; the seed builds the article body from them.

export type DemoPost = { slug: string; category: string; tags: string[]; title: string; description: string; point: string };

const post = (slug: string, category: string, tags: string[], title: string, description: string, point: string): DemoPost => ({
  slug,
  category,
  tags,
  title,
  description,
  point,
});

export const demoBlogPosts: DemoPost[] = [
  post("why-stories-beat-banners", "growth", ["stories", "retention"], "Why stories beat static banners inside apps", "Tap-through formats hold attention longer than a banner that users learned to ignore years ago.", "A story gives one idea per screen, so the reader decides the pace and the message lands before the thumb moves on."),
  post("first-story-in-an-afternoon", "product-updates", ["stories", "widgets"], "Publishing your first story in an afternoon", "A walk from an empty project to a live story, without waiting for a release train.", "Because stories are delivered by the SDK, a marketer can change the content while the app version in the store stays the same."),
  post("onboarding-that-people-finish", "onboarding", ["onboarding", "stories"], "Onboarding flows that people actually finish", "Short, skippable screens beat a long carousel of feature lists.", "Each onboarding step should answer one question a new user has in their first minute, and nothing else."),
  post("measuring-story-completion", "analytics", ["analytics", "ab-testing"], "Measuring story completion without fooling yourself", "Completion rate is useful only when you know which slide people leave on.", "Look at the drop between consecutive slides: a sharp fall points at one slide, a slow slope points at the whole story being too long."),
  post("five-versions-one-winner", "analytics", ["ab-testing"], "Five versions, one winner: A/B testing stories", "How to split traffic between up to five story versions and read the result honestly.", "Decide the metric and the sample size before launch; stopping a test when the chart looks nice is how false winners are born."),
  post("quizzes-that-teach", "gamification", ["gamification", "quizzes"], "Quizzes that teach instead of test", "A good in-app quiz leaves the user knowing something new about your product.", "Give the right answer with a short reason after every question, so even a wrong guess ends in a small lesson."),
  post("holiday-calendar-mechanics", "gamification", ["gamification", "retention"], "Advent calendars and other holiday mechanics", "Daily doors bring people back every day of a season, if each door is worth opening.", "Mix small rewards with a few surprising ones; a calendar where every door holds the same coupon is empty by day three."),
  post("ugc-stories-trust", "content-strategy", ["ugc", "stories"], "User stories build trust faster than ads", "Content made by customers reads as proof, not as a pitch.", "Moderation rules written before launch keep the feed safe without slowing every submission down."),
  post("editorial-calendar-for-apps", "content-strategy", ["stories", "personalization"], "An editorial calendar for in-app content", "Plan stories like a small magazine: recurring formats, fixed days, one owner.", "Recurring formats such as a Monday tip or a Friday recap teach users when to come back."),
  post("personalised-stories-segments", "growth", ["personalization", "analytics"], "Personalised stories for every segment", "Show the beginner and the power user different stories in the same slot.", "Start with two or three segments you can name in one sentence each; finer slicing rarely pays back early on."),
  post("widgets-above-the-fold", "product-updates", ["widgets"], "Story widgets above the fold", "Where to place the story row so it is seen without pushing core actions down.", "Put the widget where eyes already go on launch, but never above the one button most users came for."),
  post("video-in-stories-50mb", "product-updates", ["video", "stories"], "Full HD video in stories, up to 50MB", "Video slides play in full HD when the file stays within the upload limit.", "Cut video to the first few seconds that matter; a slide is watched, not studied."),
  post("retention-week-one", "growth", ["retention", "onboarding"], "Winning the first week of retention", "Most uninstall decisions happen in the first days, so the first week deserves its own plan.", "Map the first seven days to seven small wins and show each one as a story at the right moment."),
  post("fintech-explainers", "industry-notes", ["stories", "personalization"], "Explaining fintech features in three slides", "Cards, limits and cashback rules are easier in pictures than in paragraphs.", "Show one number per slide and the action that changes it; money topics need calm, not fireworks."),
  post("ecommerce-drops", "industry-notes", ["stories", "gamification"], "Product drops in e-commerce apps", "A timed drop told through stories creates a reason to open the app at a set hour.", "Announce the drop a day ahead in a story and use the same visual on drop day so people recognise it."),
  post("telecom-tariff-stories", "industry-notes", ["stories", "personalization"], "Tariff changes told as stories", "Telecom users read a story about their plan more readily than a notice.", "Lead with what improves for the user, then the change, then the one action needed, in that order."),
  post("education-microlearning", "industry-notes", ["quizzes", "stories"], "Micro-lessons for education apps", "Three slides and a question fit between two bus stops.", "End every lesson with a question whose answer sits on the previous slide: recall is what makes it stick."),
  post("health-habits-nudges", "industry-notes", ["retention", "personalization"], "Gentle nudges for health habits", "Habit apps need reminders that encourage without nagging.", "Celebrate streaks in stories, but make missing a day cheap to recover from, or people give up entirely."),
  post("sport-live-moments", "industry-notes", ["stories", "video"], "Live moments for sport apps", "Match highlights as stories keep fans in the app between games.", "Publish within minutes of the moment; a highlight story that arrives the next morning is news nobody needs."),
  post("travel-inspiration-feeds", "industry-notes", ["stories", "ugc"], "Inspiration feeds for travel apps", "Destinations sell themselves when the pictures are big and the text is short.", "Pair every destination story with a practical last slide: best season, flight time, a link to search."),
  post("foodtech-menus", "industry-notes", ["stories", "personalization"], "Menus that move: stories for food delivery", "New dishes and limited offers fit naturally into a story row.", "Time stories to meal hours in the user's time zone; breakfast ideas at dinner time are noise."),
  post("fashion-lookbooks", "industry-notes", ["stories", "ugc"], "Lookbooks in the app", "A seasonal lookbook told slide by slide turns browsing into a small show.", "Let every look link to its items, so the story ends in a cart rather than in a gallery."),
  post("news-apps-digest", "content-strategy", ["stories", "widgets"], "A morning digest for news apps", "Five stories that summarise the morning make a habit people can finish.", "A digest with an end gives readers closure; an endless feed gives them a reason to leave."),
  post("no-code-editor-tour", "product-updates", ["stories", "widgets"], "A tour of the no-code story editor", "Layers, templates and previews: what each panel of the editor is for.", "Save a brand template once and every new story starts with your fonts, colours and safe margins."),
  post("sdk-integration-two-weeks", "product-updates", ["widgets"], "Integrating the SDK in about two weeks", "A realistic plan for the iOS, Android and web integration, with the usual pitfalls.", "Agree on the placement and the analytics events in week one; the code itself is rarely what takes time."),
  post("sdk-availability", "product-updates", ["analytics"], "What SDK availability means for your users", "Why the story row should never block your app from starting.", "The SDK loads content in the background and shows nothing rather than a broken widget when the network is slow."),
  post("gamified-onboarding", "onboarding", ["gamification", "onboarding"], "Gamified onboarding without gimmicks", "Progress bars and small rewards help when they mirror real progress in the product.", "Reward the action that predicts retention in your app, not the tap that is easiest to count."),
  post("onboarding-permissions", "onboarding", ["onboarding"], "Asking for permissions at the right moment", "Explain why before the system dialog appears, and the yes rate follows.", "Show the permission story right before the feature that needs it, not on the first screen of the app."),
  post("onboarding-returning-users", "onboarding", ["onboarding", "personalization"], "Onboarding for returning users", "People who come back after months need a short what is new, not the full tour.", "Detect the gap since the last session and show only what changed since then."),
  post("ab-test-checklist", "analytics", ["ab-testing", "analytics"], "A checklist before every A/B test", "Ten questions to answer before you split traffic.", "Write down what you will do if the test loses; if the answer is nothing, the test is not worth running."),
  post("story-analytics-glossary", "analytics", ["analytics"], "Reading the story analytics dashboard", "Impressions, opens, completion and clicks, and how they relate.", "Compare open rate across placements before comparing stories; the slot often matters more than the content."),
  post("mau-pricing-explained", "growth", ["analytics"], "How MAU pricing works", "Monthly active users are counted as unique people who view stories, including onboarding.", "Only viewers of stories count, so a large audience that never sees the widget does not raise the bill."),
  post("trial-after-first-story", "product-updates", ["stories"], "Why the trial starts with your first story", "The thirty-day trial clock waits until something is actually published.", "Setting up a project, inviting colleagues and designing drafts all happen before the trial starts counting."),
  post("content-recycling", "content-strategy", ["stories", "personalization"], "Recycling content across channels", "A blog post, a newsletter and a story can share one idea in three shapes.", "Rewrite for the format instead of copying; a story slide holds a sentence, not a paragraph."),
  post("accessibility-in-stories", "content-strategy", ["stories"], "Accessible stories for every reader", "Contrast, captions and tap targets make stories usable for more people.", "Add captions to every video slide: many people watch with the sound off, not only those who cannot hear."),
  post("localising-stories", "content-strategy", ["stories", "personalization"], "Localising stories for new markets", "Translation is the start; dates, currencies and pictures need local care too.", "Keep text out of images so a translator can work on words without a designer redrawing every slide."),
  post("mini-games-engagement", "gamification", ["gamification", "quizzes"], "Mini-games that lift engagement", "A thirty-second game can be the most opened item in an app all week.", "Keep rules explainable in one slide, and make the first round winnable to invite a second."),
  post("leaderboards-care", "gamification", ["gamification", "retention"], "Leaderboards need careful design", "Rankings motivate the top ten and can discourage everyone else.", "Show people their neighbours on the board rather than only the leaders, so there is always a reachable next place."),
  post("push-vs-stories", "growth", ["retention", "stories"], "Notifications versus stories", "A notification brings people in; a story tells them something once they arrive.", "Use a notification to invite and a story to explain; asking a notification to do both makes it too long."),
  post("seasonal-campaign-planning", "growth", ["gamification", "stories"], "Planning a seasonal campaign", "Six weeks from idea to results for a holiday campaign inside the app.", "Freeze the mechanics two weeks ahead and spend the last week only on content and testing."),
  post("widgets-on-web", "product-updates", ["widgets", "stories"], "Stories on the web, not only in apps", "The same stories can run on a website with the web SDK.", "Reuse mobile stories on the web but check text size: a desktop screen is far from the reader's eyes."),
  post("case-notes-retail", "industry-notes", ["stories", "retention"], "Notes from food retail apps", "Weekly offers, recipes and loyalty points in one story row.", "Recipe stories that end in a ready basket turn inspiration into an order in two taps."),
];

/** French, German and Spanish versions of some posts (same slug, chosen with the `lang` header). */
export const demoBlogTranslations: Record<string, Partial<Record<"fr" | "de" | "es", { title: string; description: string; point: string }>>> = {
  "why-stories-beat-banners": {
    fr: { title: "Pourquoi les stories battent les bannières", description: "Un format que l'on fait défiler retient l'attention plus longtemps qu'une bannière que l'on a appris à ignorer.", point: "Une story donne une idée par écran : le lecteur choisit le rythme et le message passe avant que le pouce ne bouge." },
    de: { title: "Warum Stories statische Banner schlagen", description: "Antippbare Formate halten die Aufmerksamkeit länger als ein Banner, das Nutzer längst übersehen.", point: "Eine Story zeigt eine Idee pro Bildschirm, also bestimmt der Leser das Tempo und die Botschaft kommt an." },
    es: { title: "Por qué las stories superan a los banners", description: "Los formatos que se tocan retienen la atención más que un banner que todos aprendieron a ignorar.", point: "Una story da una idea por pantalla: el lector marca el ritmo y el mensaje llega antes de que el pulgar avance." },
  },
  "onboarding-that-people-finish": {
    fr: { title: "Un onboarding que l'on termine vraiment", description: "Des écrans courts et passables valent mieux qu'un long carrousel de fonctionnalités.", point: "Chaque étape doit répondre à une seule question que se pose le nouvel utilisateur dans sa première minute." },
    de: { title: "Onboarding, das Nutzer wirklich abschließen", description: "Kurze, überspringbare Bildschirme schlagen ein langes Karussell voller Funktionen.", point: "Jeder Schritt beantwortet genau eine Frage, die ein neuer Nutzer in seiner ersten Minute hat." },
    es: { title: "Onboarding que la gente sí termina", description: "Pantallas cortas y que se pueden saltar funcionan mejor que un carrusel largo de funciones.", point: "Cada paso debe responder una sola pregunta que el usuario nuevo tiene en su primer minuto." },
  },
  "five-versions-one-winner": {
    fr: { title: "Cinq versions, un gagnant : l'A/B test des stories", description: "Répartir le trafic entre jusqu'à cinq versions d'une story et lire le résultat honnêtement.", point: "Fixez la mesure et la taille d'échantillon avant le lancement ; arrêter quand la courbe plaît crée de faux gagnants." },
    de: { title: "Fünf Versionen, ein Gewinner: A/B-Tests für Stories", description: "Wie man Traffic auf bis zu fünf Story-Versionen verteilt und das Ergebnis ehrlich liest.", point: "Metrik und Stichprobengröße vor dem Start festlegen; wer stoppt, wenn die Kurve gefällt, findet falsche Gewinner." },
    es: { title: "Cinco versiones, un ganador: pruebas A/B de stories", description: "Cómo repartir el tráfico entre hasta cinco versiones y leer el resultado con honestidad.", point: "Decide la métrica y el tamaño de muestra antes de lanzar; parar cuando la gráfica gusta crea falsos ganadores." },
  },
  "quizzes-that-teach": {
    fr: { title: "Des quiz qui enseignent au lieu de tester", description: "Un bon quiz dans l'app laisse l'utilisateur avec une nouveauté sur votre produit.", point: "Donnez la bonne réponse avec une courte raison après chaque question : même une erreur devient une leçon." },
    de: { title: "Quizze, die lehren statt prüfen", description: "Ein gutes In-App-Quiz hinterlässt beim Nutzer etwas Neues über Ihr Produkt.", point: "Zeigen Sie nach jeder Frage die richtige Antwort mit kurzer Begründung, dann wird auch ein Fehler zur Lektion." },
    es: { title: "Cuestionarios que enseñan en lugar de examinar", description: "Un buen cuestionario en la app deja al usuario sabiendo algo nuevo de tu producto.", point: "Muestra la respuesta correcta con una razón breve tras cada pregunta: hasta un error se vuelve una lección." },
  },
  "retention-week-one": {
    fr: { title: "Gagner la première semaine de rétention", description: "La plupart des désinstallations se décident dans les premiers jours.", point: "Associez les sept premiers jours à sept petites victoires et montrez chacune en story au bon moment." },
    de: { title: "Die erste Woche der Bindung gewinnen", description: "Die meisten Deinstallationen entscheiden sich in den ersten Tagen.", point: "Ordnen Sie den ersten sieben Tagen sieben kleine Erfolge zu und zeigen Sie jeden als Story im richtigen Moment." },
    es: { title: "Ganar la primera semana de retención", description: "La mayoría de las desinstalaciones se deciden en los primeros días.", point: "Asigna a los primeros siete días siete pequeñas victorias y muestra cada una como story en el momento justo." },
  },
  "mau-pricing-explained": {
    fr: { title: "Comment fonctionne la tarification au MAU", description: "Les utilisateurs actifs mensuels sont les personnes uniques qui voient des stories, onboarding compris.", point: "Seuls les spectateurs de stories comptent : une large audience qui ne voit jamais le widget n'augmente pas la facture." },
    de: { title: "So funktioniert die Abrechnung nach MAU", description: "Monatlich aktive Nutzer sind eindeutige Personen, die Stories sehen, Onboarding eingeschlossen.", point: "Nur Story-Betrachter zählen, eine große Zielgruppe ohne Widget-Kontakt erhöht die Rechnung also nicht." },
    es: { title: "Cómo funciona el precio por MAU", description: "Los usuarios activos mensuales son personas únicas que ven stories, incluido el onboarding.", point: "Solo cuentan quienes ven stories, así que una audiencia grande que nunca ve el widget no sube la factura." },
  },
};

/** Posts that exist only in Russian (the ru variant of the site). */
export const demoRussianPosts: DemoPost[] = [
  post("istorii-v-prilozhenii", "growth", ["stories"], "Истории в приложении: с чего начать", "Короткий план первой недели работы с историями внутри приложения.", "Начните с одной полки историй на главном экране и одной метрики, по которой поймёте, что формат работает."),
  post("onbording-bez-poter", "onboarding", ["onboarding"], "Онбординг без потерь", "Как сократить первые экраны и не потерять новых пользователей.", "Каждый экран онбординга отвечает на один вопрос нового пользователя, остальное можно показать позже."),
  post("igrovye-mehaniki", "gamification", ["gamification", "quizzes"], "Игровые механики для удержания", "Викторины, календари и мини-игры, которые возвращают людей в приложение.", "Первая попытка в игре должна быть выигрышной, чтобы пользователю захотелось сыграть ещё раз."),
  post("ab-testy-istoriy", "analytics", ["ab-testing"], "A/B-тесты историй", "До пяти версий одной истории и честное чтение результатов.", "Выберите метрику и размер выборки до запуска теста, а не после того, как график начал нравиться."),
  post("kontent-plan", "content-strategy", ["stories", "personalization"], "Контент-план для историй", "Регулярные рубрики приучают пользователей возвращаться в приложение.", "Повторяющиеся форматы с постоянным днём выхода работают лучше, чем случайные публикации."),
  post("integraciya-sdk", "product-updates", ["widgets"], "Интеграция SDK за две недели", "Реалистичный план подключения iOS, Android и веб-SDK.", "Договоритесь о месте виджета и событиях аналитики в первую неделю, сам код редко занимает много времени."),
];
