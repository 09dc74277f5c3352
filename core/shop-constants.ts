/** Business constants of docs/product.md §9, named after what they mean; never repeated as literals elsewhere. */
export const STOREFRONT_PROVIDER_NAME = "Shopify";
/**
 * The Storefront API version the shop asks for and the local commerce service serves: the one of the official schema
 * its documents are checked against (`@shopify/hydrogen-react` 2026.4.x). The original 2025-07 (docs/product.md §10.10) is out of Shopify's
 * support since July 2026 (docs/decisions/029).
 */
export const DEFAULT_STOREFRONT_API_VERSION = "2026-04";
export const CURRENCY = "EUR";
export const FREE_DELIVERY_THRESHOLD_EUR = 29;
export const DELIVERY_FEE_EUR = 4.99;
export const RELAY_POINT_FEE_EUR = 4.99;
export const RELAY_POINT_FREE_FROM_EUR = 29;
export const EXPRESS_FEE_EUR = 6.99;
export const EXPRESS_FREE_FROM_EUR = 89;
export const PRODUCT_IMAGES_FETCHED = 5;
export const PRODUCT_THUMBNAILS_SHOWN = 4;
export const PRODUCT_VARIANTS_FETCHED = 10;
/** Products per page of the catalogue sync: each with its copies (up to ten), within the local service's cost limit. */
export const STOREFRONT_PAGE_SIZE = 100;
export const HOME_CHRISTMAS_SHOWN = 12;
export const HOME_CHRISTMAS_FETCHED = 50;
export const DESCRIPTION_META_LENGTH = 150;
export const SHORT_DESCRIPTION_FALLBACK_LENGTH = 200;
export const DEFAULT_MAX_QUANTITY = 99;
export const FALLBACK_MAX_QUANTITY = 1;
/** Books of the home page's 'Livres-jeux et d'activités' carousel. */
export const HOME_ACTIVITY_SHOWN = 12;
export const ACTIVITY_AUTOPLAY_MS = 3000;
/** Home subject rows: each row advances 1 px every 30 ms, plus 5 ms per row index (docs/product.md §9). */
export const SUBJECT_ROW_COUNT = 3;
export const SUBJECT_ROW_STEP_PX = 1;
export const SUBJECT_ROW_INTERVAL_MS = 30;
export const SUBJECT_ROW_INTERVAL_INCREMENT_MS = 5;
/** Home age carousel: 4 cards from 1024 px wide (Tailwind's `lg`), else 3; themes listed per card. */
export const AGE_CAROUSEL_CARDS_WIDE = 4;
export const AGE_CAROUSEL_CARDS_NARROW = 3;
export const AGE_CARD_THEMES_SHOWN = 5;
/** After a click on a header menu link the desktop menus stay shut this long (docs/product.md §4, kept in session storage). */
export const MENU_DISABLE_AFTER_CLICK_MS = 2000;
/** Days after receipt to return a book (docs/product.md §9). */
export const RETURN_WINDOW_DAYS = 14;
/** Longest search text read; more is cut (a search term is never a paragraph). */
export const SEARCH_TERM_MAX_LENGTH = 200;
/** Most copies of one book a cart line may hold, and most lines in a cart (docs/product.md §9: cart lines requested up to 100). */
export const CART_MAX_LINE_QUANTITY = 99;
export const CART_MAX_LINES = 100;
/** Longest promo code accepted and most codes applied at once. */
export const PROMO_CODE_MAX_LENGTH = 50;
export const PROMO_CODES_MAX = 10;
/** Related books shown in each product page tab (docs/product.md §9: 8 fetched, 4 shown). */
export const RELATED_PRODUCTS_SHOWN = 4;
/** The product page promises dispatch within this many working days (docs/product.md §9 shipping time after order). */
export const SHIPPED_WITHIN_WORKING_DAYS = 4;
/** A copy sold while out of stock ships once restocked: the delay the product page announces for it. */
export const BACK_ORDER_SHIPPED_WITHIN = "2 à 3 semaines";
/** Delivery and after-sale figures quoted by the FAQ, the terms and the chat assistant (docs/product.md §2, §9). */
export const DELIVERY_WORKING_DAYS_MIN = 4;
export const DELIVERY_WORKING_DAYS_MAX = 7;
export const RELAY_RESEND_WORKING_DAYS_MIN = 8;
export const RELAY_RESEND_WORKING_DAYS_MAX = 10;
export const SHOP_DELIVERY_COUNTRIES = ["France", "Belgique"] as const;
/**
 * Defaults of the delivery dates' configuration (README, « Configuration »; docs/decisions/033): an order placed
 * before noon on a working day is prepared from that day, leaves two working days later, then travels 2 to 5 working
 * days to a relay point or 2 to 3 to the door. Both stay within the 4 to 7 working days the FAQ and the terms promise.
 */
export const DEFAULT_ORDER_CUTOFF_HOUR = 12;
export const DEFAULT_PREPARATION_WORKING_DAYS = 2;
export const DEFAULT_RELAY_TRANSIT_WORKING_DAYS = "2-5";
export const DEFAULT_EXPRESS_TRANSIT_WORKING_DAYS = "2-3";
/** From this day (month-day) the pages show the last day to order for delivery before Christmas. */
export const DEFAULT_CHRISTMAS_DEADLINES_FROM = "12-01";
/** « Livré avant Noël » means delivered on 24 December at the latest. */
export const CHRISTMAS_DELIVERED_BY = { month: 12, day: 24 } as const;
export const LEGAL_WARRANTY_YEARS = 2;
export const UNSUBSCRIBE_EFFECTIVE_MONTHS = 24;
export const SHOP_YEARS_OF_ACTIVITY = 30;
export const SHOP_REFERENCES_COUNT = 3000;
/** Contact form limits (docs/product.md §5). */
export const CONTACT_NAME_MAX = 100;
export const CONTACT_EMAIL_MAX = 255;
export const CONTACT_SUBJECT_MAX = 200;
export const CONTACT_MESSAGE_MAX = 2000;

/** Withdrawal form limits (`/retractation`): an order number, who withdraws, and which books. */
export const WITHDRAWAL_ORDER_NUMBER_MAX = 50;
export const WITHDRAWAL_NAME_MAX = 100;
export const WITHDRAWAL_EMAIL_MAX = 255;
export const WITHDRAWAL_ITEMS_MAX = 1000;
/** Code de la consommation L217-7: defects showing within this many months of delivery are presumed to have existed. */
export const PRESUMPTION_MONTHS_NEW = 24;
export const PRESUMPTION_MONTHS_SECOND_HAND = 12;
/** Refund of a withdrawn order at the latest this many days after the withdrawal (L221-24). */
export const WITHDRAWAL_REFUND_DAYS = 14;
/**
 * Withdrawal notices the support address receives, shop-wide, in an hour and in a Paris day (issue 51): past them a
 * declaration is still recorded and listed by `npm run withdrawals`, without its mail, so a script cannot bury the
 * support mailbox. A family shop receives a few withdrawals a week.
 */
export const WITHDRAWAL_NOTICES_PER_HOUR = 10;
export const WITHDRAWAL_NOTICES_PER_DAY = 30;

/** Back-in-stock alerts (issue 39): the form's limits, and how long each kind of alert is kept (the privacy section). */
export const ALERT_EMAIL_MAX = 254;
export const ALERT_PENDING_DAYS = 7;
export const ALERT_WAITING_MONTHS = 12;
/** A sent alert is kept this long, so an order within 7 days of it can be counted, then deleted. */
export const ALERT_SENT_KEPT_DAYS = 30;
export const ALERT_ORDER_WINDOW_DAYS = 7;
/** Confirmation requests one address receives in a day, whatever is posted (double opt-in). */
export const ALERT_CONFIRMATIONS_PER_DAY = 3;
/**
 * Confirmation requests the shop sends in an hour, to all addresses and to one receiving domain (issue 51): a script
 * typing strangers' addresses cannot make the shop a mail cannon, nor spend its standing with one provider.
 */
export const ALERT_CONFIRMATIONS_PER_HOUR = 120;
export const ALERT_CONFIRMATIONS_PER_DOMAIN_PER_HOUR = 40;
/**
 * Alerts one mailbox may have unsent, and confirmed alerts one title may gather: nothing grows without bound. Only
 * confirmed ones count for a title (issue 51); unconfirmed ones have their own small cap, over a day, so that a stranger
 * can close a title's alerts for a day at most.
 */
export const ALERTS_PER_ADDRESS = 50;
export const ALERTS_PER_TITLE = 1000;
export const ALERT_PENDING_PER_TITLE_PER_DAY = 30;
/** A mailbox that unsubscribed receives at most one re-subscription request in this many days (issue 51). */
export const ALERT_RESUBSCRIBE_MAIL_DAYS = 90;
/** The keyed fingerprint of an unsubscribed mailbox is kept this long after its last refusal (CNIL: at least 3 years). */
export const ALERT_REFUSAL_KEPT_YEARS = 3;
/** The owner's demand figures (`npm run demand`) are kept this long, as counts per day. */
export const DEMAND_KEPT_MONTHS = 13;
/**
 * Distinct visitors a search needs, over the period asked, before `npm run demand` shows it (issue 51): one person's
 * words, repeated or not, never reach the owner's list. Each counts once a day (and once per instance).
 */
export const DEMAND_SEARCH_MIN_VISITORS = 3;
/** Books for sale proposed beside a sold-out title, and instead of a search that found none for sale. */
export const FOR_SALE_INSTEAD_SHOWN = 4;
export const SEARCH_INSTEAD_SHOWN = 8;

/** A list of favourites shared by its link (issue 40): its bounds, and what the privacy section promises. */
export const SHARED_LIST_MAX_BOOKS = 100;
export const SHARED_LIST_TITLE_MAX = 80;
/** New shared lists one address may store in a day, counted in the database (every instance). */
export const SHARED_LISTS_PER_ADDRESS_PER_DAY = 20;
/**
 * New shared lists the whole shop stores in a Paris day, counted in the database (issue 51): many addresses together
 * cannot fill the shop's domain with pages of their own. A family shop sees a few a day, hundreds at Christmas.
 */
export const SHARED_LISTS_PER_DAY = 500;
/** A shared list is deleted this long after its owner last created or updated it. */
export const SHARED_LIST_KEPT_MONTHS = 12;
/** The address that created a list is kept only to count the day's lists, then forgotten. */
export const SHARED_LIST_ADDRESS_KEPT_HOURS = 24;
/** Covers the shared page gives link previews (og:image), first books first. */
export const SHARED_LIST_PREVIEW_COVERS = 3;

/** « C'est pour offrir » (issue 40): the message for the child, plain text. */
export const GIFT_MESSAGE_MAX = 250;
