import type { BookKind } from "./book-kinds.ts";

/**
 * What the generator knows about a subject to write about it. Noun phrases carry their article ("les dinosaures",
 * "la ferme", "Noël") so `french.ts` can turn them into "des dinosaures", "de la ferme", "de Noël".
 */
export type SubjectLexicon = {
  /** The subject's label in taxonomy.ts, which is also its tag. */
  label: string;
  kinds: readonly BookKind[];
  /** Indices in AGE_GROUPS of the youngest and the oldest readers the subject suits. */
  ages: readonly [number, number];
  /** Relative popularity when books are drawn at random. */
  weight: number;
  topics: readonly string[];
  characters: readonly string[];
  /** One-sentence facts or promises, used in documentaries and summaries. */
  facts: readonly string[];
  /** Titles proper to the subject, preferred over the generic templates, by sub-category label or by kind. */
  titles?: Readonly<Record<string, readonly string[]>>;
  /** Only these publishers print books on the subject (a licensed character). */
  publishers?: readonly string[];
};

const ALL: readonly BookKind[] = ["toddler", "tales", "activities", "docs", "novels", "comics"];
const NOT_TODDLER: readonly BookKind[] = ["tales", "activities", "docs", "novels", "comics"];

export const SUBJECT_LEXICON: readonly SubjectLexicon[] = [
  {
    label: "Animaux",
    kinds: ALL,
    ages: [0, 4],
    weight: 5,
    topics: ["les animaux", "les bébés animaux", "les animaux du monde", "les animaux de compagnie"],
    characters: [
      "le petit lapin",
      "la souris gourmande",
      "le hérisson",
      "la petite tortue",
      "le renard rusé",
      "le chaton",
    ],
    facts: [
      "Du plus petit au plus grand, chaque animal a sa façon de se nourrir, de se déplacer et de protéger ses petits.",
      "Le guépard court plus vite qu'une voiture en ville, et la tortue géante peut vivre plus de cent ans.",
    ],
  },
  {
    label: "Avions",
    kinds: ALL,
    ages: [0, 4],
    weight: 1,
    topics: ["les avions", "les machines volantes", "l'aéroport", "les montgolfières"],
    characters: ["le petit avion", "l'hélicoptère rouge", "la pilote intrépide", "le planeur"],
    facts: [
      "Des frères Wright aux avions de ligne d'aujourd'hui, l'homme n'a jamais cessé de vouloir voler plus haut et plus loin.",
      "Dans le cockpit, le pilote surveille des dizaines d'écrans pendant que la tour de contrôle guide chaque décollage.",
    ],
  },
  {
    label: "Chevaux",
    kinds: ALL,
    ages: [0, 4],
    weight: 2,
    topics: ["les chevaux", "les poneys", "le centre équestre"],
    characters: ["le poney blanc", "la jument Caramel", "le cheval sauvage", "le petit poulain"],
    facts: [
      "Un cheval dort souvent debout et reconnaît la voix des personnes qui s'occupent de lui.",
      "Au centre équestre, on apprend à brosser son poney, à le seller et à partir en balade au pas, au trot puis au galop.",
    ],
  },
  {
    label: "Contes classiques",
    kinds: ["toddler", "tales", "activities", "novels", "comics"],
    ages: [0, 3],
    weight: 3,
    topics: ["les contes de fées", "les contes de Perrault", "les contes de Grimm", "les contes d'Andersen"],
    characters: [
      "le Petit Chaperon rouge",
      "les trois petits cochons",
      "Boucle d'or et les trois ours",
      "Hansel et Gretel",
      "la Belle au bois dormant",
      "le Petit Poucet",
      "Cendrillon",
      "Blanche-Neige",
      "le vilain petit canard",
      "la petite sirène",
      "Jacques et le haricot magique",
      "le Chat botté",
    ],
    facts: [
      "Transmis de génération en génération, les contes parlent de courage, de ruse et de bonté, et font toujours un peu frissonner.",
      "Le texte, fidèle à l'esprit du conte, est adapté pour être lu à voix haute.",
    ],
    titles: {
      tales: ["{Char}", "{Char}", "{Char}, le conte illustré"],
      toddler: ["{Char}", "Mon petit conte : {char}"],
    },
  },
  {
    label: "Corps Humain",
    kinds: ["toddler", "activities", "docs", "comics"],
    ages: [0, 4],
    weight: 2,
    topics: ["le corps humain", "les cinq sens", "la santé", "le squelette"],
    characters: ["le petit cœur", "les microbes", "la dent de lait"],
    facts: [
      "Notre cœur bat environ cent mille fois par jour, et notre squelette compte plus de deux cents os.",
      "Pourquoi a-t-on besoin de dormir ? Comment la nourriture devient-elle de l'énergie ? Les réponses sont en images.",
    ],
  },
  {
    label: "Dinosaures",
    kinds: ALL,
    ages: [0, 4],
    weight: 4,
    topics: ["les dinosaures", "la préhistoire", "les géants de la préhistoire"],
    characters: ["le petit dinosaure", "le tricératops", "le bébé diplodocus", "l'œuf de dinosaure", "le tyrannosaure"],
    facts: [
      "Les dinosaures ont régné sur la Terre pendant plus de 160 millions d'années avant de disparaître.",
      "Tyrannosaure, diplodocus, tricératops : les paléontologues reconstituent leur vie à partir de fossiles.",
    ],
  },
  {
    label: "Disney",
    kinds: ["toddler", "tales", "activities", "novels", "comics"],
    ages: [0, 3],
    weight: 3,
    topics: ["les héros Disney", "les princesses Disney", "les amis de Mickey"],
    characters: [
      "Mickey",
      "Minnie",
      "la Reine des neiges",
      "le Roi lion",
      "Vaiana",
      "Winnie l'ourson",
      "Stitch",
      "Bambi",
      "Peter Pan",
      "la Belle et la Bête",
      "Nemo",
    ],
    facts: [
      "Les personnages préférés des enfants, tels qu'ils les ont découverts à l'écran.",
      "Les images du film accompagnent un texte simple, parfait pour revivre l'histoire.",
    ],
    titles: {
      tales: ["{Char} : l'histoire du film", "Les plus belles histoires {ofChar}", "{Char} et ses amis"],
      novels: ["{Char} : le roman du film", "{Char} : une nouvelle aventure"],
    },
    publishers: ["Hachette Jeunesse"],
  },
  {
    label: "Écologie",
    kinds: NOT_TODDLER,
    ages: [1, 4],
    weight: 2,
    topics: ["la planète", "l'écologie", "le recyclage", "le climat", "la biodiversité"],
    characters: ["la petite graine", "le bac à compost", "la famille Zéro-déchet"],
    facts: [
      "Trier ses déchets, économiser l'eau, protéger les abeilles : chaque geste compte pour prendre soin de la planète.",
      "Les scientifiques expliquent pourquoi le climat change et ce que chacun peut faire à son échelle.",
    ],
  },
  {
    label: "Émotions",
    kinds: ["toddler", "tales", "activities", "docs", "novels"],
    ages: [0, 3],
    weight: 3,
    topics: ["les émotions", "la colère", "la peur du noir", "la jalousie", "la timidité"],
    characters: ["le nuage grognon", "le petit monstre", "la petite peur", "le loup qui boude"],
    facts: [
      "Mettre des mots sur ce que l'on ressent aide à apprivoiser la colère, la tristesse ou la peur.",
      "Des situations du quotidien dans lesquelles les enfants se reconnaissent, pour en parler en famille.",
    ],
  },
  {
    label: "Famille",
    kinds: ["toddler", "tales", "docs", "novels", "comics"],
    ages: [0, 4],
    weight: 3,
    topics: ["la famille", "les grands-parents", "les frères et sœurs", "la maison"],
    characters: ["le petit frère", "Mamie Jo", "Papi Louis", "la grande sœur", "le bébé"],
    facts: [
      "L'arrivée d'un bébé, les vacances chez les grands-parents, les petites disputes : la vie de famille en toute tendresse.",
      "Chaque famille est différente, et c'est ce qui la rend unique.",
    ],
  },
  {
    label: "Ferme",
    kinds: ["toddler", "tales", "activities", "docs", "comics"],
    ages: [0, 2],
    weight: 3,
    topics: ["la ferme", "les animaux de la ferme", "la vie à la ferme"],
    characters: ["la vache Marguerite", "le petit cochon", "le coq", "le poussin", "le fermier"],
    facts: [
      "À la ferme, on se lève tôt : il faut traire les vaches, nourrir les poules et ramasser les œufs.",
      "La vache donne le lait, la poule pond les œufs, et le mouton nous offre sa laine.",
    ],
  },
  {
    label: "Formes & couleurs",
    kinds: ["toddler", "tales", "activities", "docs"],
    ages: [0, 1],
    weight: 2,
    topics: ["les formes", "les couleurs", "l'arc-en-ciel"],
    characters: ["le petit carré", "le rond rouge", "la petite tache bleue"],
    facts: [
      "Rond, carré, triangle ; rouge, jaune, bleu : les premières notions s'apprennent en jouant.",
      "Des aplats de couleurs vives et des formes simples, parfaits pour les yeux des plus petits.",
    ],
  },
  {
    label: "Imagiers",
    kinds: ["toddler"],
    ages: [0, 0],
    weight: 2,
    topics: ["les premiers mots", "les mots de tous les jours", "les contraires", "la maison"],
    characters: ["le doudou", "le petit chat", "la balle rouge"],
    facts: [
      "Une image, un mot : de quoi enrichir le vocabulaire des tout-petits page après page.",
      "Les objets du quotidien sont photographiés ou dessinés avec soin pour être reconnus au premier coup d'œil.",
    ],
  },
  {
    label: "Insectes",
    kinds: ALL,
    ages: [0, 4],
    weight: 2,
    topics: ["les insectes", "les petites bêtes", "les abeilles", "les papillons"],
    characters: ["la coccinelle", "la petite fourmi", "l'abeille", "le papillon", "la chenille"],
    facts: [
      "Il existe plus d'un million d'espèces d'insectes, et les fourmis savent porter plusieurs fois leur poids.",
      "La chenille devient chrysalide, puis papillon : une transformation étonnante à observer au jardin.",
    ],
  },
  {
    label: "Jardins",
    kinds: ["toddler", "tales", "activities", "docs"],
    ages: [0, 3],
    weight: 2,
    topics: ["le jardin", "le potager", "les fleurs", "les plantes"],
    characters: ["la petite graine", "le jardinier", "l'escargot", "le ver de terre"],
    facts: [
      "Semer, arroser, attendre : au potager, on apprend la patience et la magie des saisons.",
      "Une graine, un peu de terre et de soleil suffisent pour voir pousser une plante.",
    ],
  },
  {
    label: "L'école",
    kinds: ALL,
    ages: [0, 4],
    weight: 3,
    topics: ["l'école", "la rentrée", "la classe", "la cour de récré"],
    characters: ["la maîtresse", "le nouveau de la classe", "le cartable magique"],
    facts: [
      "La rentrée, les copains, la cantine et les récréations : tout ce qui fait la vie de l'école.",
      "Un livre idéal pour préparer sereinement la rentrée et rassurer les plus inquiets.",
    ],
  },
  {
    label: "L'Histoire",
    kinds: NOT_TODDLER,
    ages: [2, 4],
    weight: 3,
    topics: ["l'Histoire de France", "les châteaux forts", "les chevaliers", "l'Égypte ancienne", "les Gaulois"],
    characters: ["le chevalier", "le petit pharaon", "le gardien du château", "le jeune Gaulois"],
    facts: [
      "Des Gaulois aux rois de France, les grandes périodes de l'Histoire racontées simplement, avec des cartes et des frises.",
      "Comment vivait-on dans un château fort ? Qui construisait les pyramides ? Les enfants le découvrent en images.",
    ],
  },
  {
    label: "Licornes",
    kinds: ["toddler", "tales", "activities", "novels", "comics"],
    ages: [0, 3],
    weight: 2,
    topics: ["les licornes", "le monde des licornes"],
    characters: ["la petite licorne", "la licorne arc-en-ciel", "la licorne des neiges"],
    facts: [
      "Paillettes, arcs-en-ciel et forêts enchantées : un univers plein de douceur et de magie.",
      "Les licornes n'existent que dans les légendes, mais elles font rêver les enfants du monde entier.",
    ],
  },
  {
    label: "Mers & Océans",
    kinds: ALL,
    ages: [0, 4],
    weight: 3,
    topics: ["la mer", "les océans", "les fonds marins", "les baleines"],
    characters: ["la petite baleine", "le poisson-clown", "la pieuvre", "le dauphin", "la tortue de mer"],
    facts: [
      "Les océans couvrent plus des deux tiers de la planète et abritent des animaux encore inconnus.",
      "La baleine bleue est le plus grand animal ayant jamais vécu sur Terre.",
    ],
  },
  {
    label: "Musique",
    kinds: ["toddler", "tales", "activities", "docs", "novels"],
    ages: [0, 4],
    weight: 2,
    topics: ["la musique", "les instruments", "l'orchestre", "les comptines"],
    characters: ["le petit violon", "le piano magique", "la chorale des oiseaux"],
    facts: [
      "Violon, trompette, tambour : chaque instrument a sa voix, et ensemble ils forment un orchestre.",
      "Des comptines et des airs connus à chanter en famille.",
    ],
  },
  {
    label: "Nature & Forêt",
    kinds: ALL,
    ages: [0, 4],
    weight: 3,
    topics: ["la forêt", "la nature", "les arbres", "les animaux de la forêt"],
    characters: ["le petit renard", "le hibou", "l'écureuil", "le grand chêne", "la biche"],
    facts: [
      "Dans la forêt, chaque arbre abrite tout un petit monde : oiseaux, écureuils, insectes et champignons.",
      "Reconnaître les traces des animaux, les feuilles et les champignons : un guide pour les balades en famille.",
    ],
  },
  {
    label: "Noël",
    kinds: ALL,
    ages: [0, 4],
    weight: 0,
    topics: ["Noël", "la magie de Noël", "les fêtes de fin d'année", "le Père Noël"],
    characters: ["le Père Noël", "le petit renne", "le lutin farceur", "le sapin", "le bonhomme de neige"],
    facts: [
      "Le sapin, les guirlandes, la lettre au Père Noël : tous les rituels qui rendent l'attente si magique.",
      "Une lecture idéale pour patienter jusqu'au 25 décembre, bien au chaud sous un plaid.",
    ],
    titles: {
      toddler: ["Joyeux Noël, {bareChar} !", "Mon petit livre de Noël", "Coucou, Père Noël !"],
      tales: [
        "La nuit de Noël {ofName}",
        "Un Noël pour {char}",
        "Le plus beau Noël {ofChar}",
        "Une surprise sous le sapin",
      ],
      "Divers livres d'activités": ["Mon calendrier de l'Avent", "Mon cahier d'activités de Noël"],
      "Activités manuelles et origamis": ["Mes bricolages de Noël", "Décorations de Noël à fabriquer"],
      "Dessins coloriages et peintures": ["Coloriages de Noël", "Mes coloriages magiques de Noël"],
      "Gommettes et stickers": ["Gommettes de Noël", "Mes autocollants de Noël"],
      docs: ["Noël autour du monde", "Les traditions de Noël", "L'histoire du Père Noël"],
      novels: [
        "{name} et le mystère de Noël",
        "Un Noël à la montagne",
        "Panique au pôle Nord",
        "La lettre au Père Noël",
      ],
    },
  },
  {
    label: "Nombres & Chiffres",
    kinds: ["toddler", "tales", "activities", "docs"],
    ages: [0, 3],
    weight: 2,
    topics: ["les chiffres", "les nombres", "le calcul", "les additions"],
    characters: ["le petit chiffre 7", "la famille des nombres", "le zéro qui voulait compter"],
    facts: [
      "Compter jusqu'à dix, puis jusqu'à cent : les nombres deviennent un jeu d'enfant.",
      "Des exercices progressifs pour apprivoiser le calcul sans s'en rendre compte.",
    ],
  },
  {
    label: "Oiseaux",
    kinds: ALL,
    ages: [0, 4],
    weight: 2,
    topics: ["les oiseaux", "les oiseaux du jardin", "les oiseaux migrateurs"],
    characters: ["le petit moineau", "la chouette", "le rouge-gorge", "la cigogne", "le pingouin"],
    facts: [
      "Chaque automne, les oiseaux migrateurs parcourent des milliers de kilomètres pour trouver la chaleur.",
      "Mésange, rouge-gorge, merle : apprendre à reconnaître les oiseaux du jardin à leur chant.",
    ],
  },
  {
    label: "Petit Ours Brun",
    kinds: ["toddler", "tales", "activities"],
    ages: [0, 1],
    weight: 2,
    topics: ["Petit Ours Brun"],
    characters: ["Petit Ours Brun"],
    facts: [
      "Petit Ours Brun grandit avec les tout-petits et vit les mêmes moments qu'eux, avec Papa Ours et Maman Ours.",
      "Des histoires courtes et rassurantes, idéales au moment du coucher.",
    ],
    titles: {
      toddler: [
        "Petit Ours Brun prend son bain",
        "Petit Ours Brun dit non",
        "Petit Ours Brun a peur du noir",
        "Petit Ours Brun range sa chambre",
        "Petit Ours Brun va chez le docteur",
        "Petit Ours Brun fait un gâteau",
      ],
      tales: [
        "Petit Ours Brun va à l'école",
        "Petit Ours Brun fait du vélo",
        "Petit Ours Brun joue dans la neige",
        "Petit Ours Brun part en vacances",
        "Petit Ours Brun se déguise",
        "Petit Ours Brun va au marché",
        "Les bêtises de Petit Ours Brun",
      ],
      "Dessins coloriages et peintures": ["Mes coloriages Petit Ours Brun"],
      "Gommettes et stickers": ["Les gommettes de Petit Ours Brun"],
      "Cherche et trouve": ["Cherche et trouve avec Petit Ours Brun"],
      "Divers livres d'activités": ["Jeux et activités avec Petit Ours Brun"],
    },
    publishers: ["Bayard Jeunesse"],
  },
  {
    label: "Réfléchir",
    kinds: ["tales", "activities", "docs", "novels"],
    ages: [1, 4],
    weight: 2,
    topics: ["l'amitié", "le bonheur", "la liberté", "la différence", "le respect", "la justice"],
    characters: ["le petit philosophe", "la tortue qui pose des questions"],
    facts: [
      "Pourquoi faut-il être juste ? Peut-on être heureux tout seul ? De grandes questions pour penser par soi-même.",
      "Des pistes de réflexion simples, sans réponse toute faite, pour lancer la discussion en famille ou en classe.",
    ],
    titles: { docs: ["C'est quoi, {the} ?", "Les petits philosophes : {the}", "Pourquoi parle-t-on {of} ?"] },
  },
  {
    label: "Saisons",
    kinds: ["toddler", "tales", "activities", "docs"],
    ages: [0, 2],
    weight: 2,
    topics: ["les saisons", "l'hiver", "le printemps", "l'été", "l'automne"],
    characters: ["le bonhomme de neige", "la feuille d'automne", "le petit flocon"],
    facts: [
      "Les bourgeons au printemps, la plage en été, les feuilles qui tombent en automne et la neige en hiver.",
      "Un voyage au fil de l'année pour observer comment la nature change autour de nous.",
    ],
  },
  {
    label: "Savane et Jungle",
    kinds: ALL,
    ages: [0, 4],
    weight: 3,
    topics: ["la savane", "la jungle", "les animaux d'Afrique", "la forêt tropicale"],
    characters: ["le petit lion", "la girafe", "l'éléphanteau", "le tigre", "le singe farceur"],
    facts: [
      "Dans la savane, les lions se reposent à l'ombre tandis que les girafes broutent la cime des acacias.",
      "La forêt tropicale abrite plus de la moitié des espèces animales et végétales de la planète.",
    ],
  },
  {
    label: "Sciences",
    kinds: NOT_TODDLER,
    ages: [1, 4],
    weight: 3,
    topics: ["les sciences", "l'espace", "les expériences", "les planètes", "les robots"],
    characters: ["le petit robot", "la fusée", "l'astronaute", "le savant distrait"],
    facts: [
      "Pourquoi le ciel est-il bleu ? Comment flotte un bateau ? Des expériences simples à faire à la maison.",
      "Le Soleil est une étoile, et la lumière qu'il envoie met huit minutes pour arriver jusqu'à nous.",
    ],
  },
  {
    label: "Sport",
    kinds: ALL,
    ages: [0, 4],
    weight: 2,
    topics: ["le sport", "le football", "la danse", "les Jeux olympiques", "le judo"],
    characters: ["la petite danseuse", "le gardien de but", "l'équipe des Moustiques"],
    facts: [
      "Courir, sauter, nager : le sport, c'est bon pour le corps et pour le moral.",
      "L'esprit d'équipe, le respect des règles et la joie de progresser ensemble.",
    ],
  },
  {
    label: "Véhicules",
    kinds: ["toddler", "tales", "activities", "docs", "comics"],
    ages: [0, 3],
    weight: 3,
    topics: ["les véhicules", "les camions", "les voitures", "les trains", "les engins de chantier"],
    characters: ["le petit camion", "le tracteur rouge", "le train à vapeur", "la voiture de course", "la pelleteuse"],
    facts: [
      "Camion de pompiers, grue, tractopelle : à chaque véhicule sa mission.",
      "Sur la route, sur les rails ou sur le chantier, les machines travaillent pour nous du matin au soir.",
    ],
  },
  {
    label: "Fées & princesses",
    kinds: ["toddler", "tales", "activities", "novels", "comics"],
    ages: [0, 3],
    weight: 3,
    topics: ["les fées", "les princesses", "le royaume enchanté"],
    characters: ["la petite fée", "la princesse Capucine", "le château enchanté", "la baguette magique"],
    facts: [
      "Baguettes magiques, châteaux et robes de bal : un royaume où tout est possible.",
      "Des princesses qui n'ont pas froid aux yeux et des fées pleines de malice.",
    ],
  },
  {
    label: "L'art",
    kinds: ["tales", "activities", "docs", "novels"],
    ages: [1, 4],
    weight: 1,
    topics: ["l'art", "la peinture", "les musées", "les grands peintres"],
    characters: ["le petit peintre", "le tableau qui parlait", "la statue du musée"],
    facts: [
      "De Monet à Picasso, les grands artistes racontés aux enfants, avec des reproductions de leurs œuvres.",
      "Observer un tableau, imaginer son histoire, puis prendre ses pinceaux à son tour.",
    ],
  },
  {
    label: "Cuisine",
    kinds: ["toddler", "tales", "activities", "docs", "novels", "comics"],
    ages: [0, 4],
    weight: 2,
    topics: ["la cuisine", "les recettes", "les gâteaux", "les bons petits plats"],
    characters: ["le petit chef", "le gâteau au chocolat", "la sorcière gourmande"],
    facts: [
      "Des recettes faciles, expliquées pas à pas, pour cuisiner avec les enfants.",
      "Peser, mélanger, goûter : en cuisine, on apprend en s'amusant.",
    ],
  },
  {
    label: "Mythologie",
    kinds: ["tales", "docs", "novels", "comics"],
    ages: [2, 4],
    weight: 2,
    topics: ["la mythologie grecque", "les dieux de l'Olympe", "les héros grecs", "les légendes nordiques"],
    characters: ["Ulysse", "le Minotaure", "Persée", "Thésée", "Icare", "Achille"],
    facts: [
      "Zeus, Athéna, Poséidon : les dieux de l'Olympe se disputent, s'allient et se mêlent des affaires des hommes.",
      "Les grands mythes, racontés dans une langue vivante, pour découvrir les racines de nos histoires.",
    ],
    titles: {
      novels: ["{Char} et la colère des dieux", "Le voyage {ofChar}", "Les exploits {ofChar}"],
      docs: ["Les dieux de l'Olympe", "Les grands mythes grecs", "Les héros de la mythologie"],
    },
  },
  {
    label: "Pirates",
    kinds: ALL,
    ages: [0, 4],
    weight: 3,
    topics: ["les pirates", "les corsaires", "les trésors", "les bateaux pirates"],
    characters: [
      "le capitaine Barbe-Rousse",
      "le perroquet bavard",
      "le trésor perdu",
      "le bateau pirate",
      "la petite pirate",
    ],
    facts: [
      "Cartes au trésor, abordages et tempêtes : la vie des pirates n'a rien de reposant.",
      "Les vrais pirates ont existé : corsaires et flibustiers écumaient les mers il y a trois siècles.",
    ],
  },
  {
    label: "Terre",
    kinds: ["tales", "activities", "docs", "novels"],
    ages: [1, 4],
    weight: 2,
    topics: ["la Terre", "les volcans", "les continents", "la météo", "les pays du monde"],
    characters: ["le volcan endormi", "la petite planète", "le globe-trotteur"],
    facts: [
      "Volcans, séismes, glaciers : notre planète bouge sans cesse, même si on ne le sent pas.",
      "Cinq continents, des centaines de pays et des milliers de langues : un tour du monde en images.",
    ],
  },
];

/** Subjects that sit naturally together on one book; a second subject is drawn from the first one's families. */
export const SUBJECT_FAMILIES: readonly (readonly string[])[] = [
  ["Animaux", "Insectes", "Oiseaux", "Ferme", "Chevaux", "Nature & Forêt", "Savane et Jungle", "Mers & Océans"],
  ["Nature & Forêt", "Jardins", "Saisons", "Écologie", "Terre", "Insectes", "Oiseaux"],
  ["Sciences", "Terre", "Corps Humain", "Dinosaures", "Écologie", "Avions"],
  ["Contes classiques", "Fées & princesses", "Licornes", "Disney", "Pirates", "Mythologie"],
  ["Famille", "L'école", "Émotions", "Réfléchir", "Cuisine", "Sport", "Musique", "L'art"],
  ["Formes & couleurs", "Nombres & Chiffres", "Imagiers", "L'école", "Animaux"],
  ["Véhicules", "Avions", "Ferme"],
  ["L'Histoire", "Mythologie", "L'art", "Pirates", "Dinosaures"],
  ["Petit Ours Brun", "Famille", "Émotions", "L'école", "Saisons"],
];
