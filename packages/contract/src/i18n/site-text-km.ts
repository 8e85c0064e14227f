import type { SiteText } from "./site-text-en.ts";

const quoteThanks =
  "សូមអរគុណចំពោះការចាប់អារម្មណ៍របស់អ្នក។ យើងនឹងរៀបចំសម្រង់តម្លៃតាមតម្រូវការរបស់អ្នក ហើយឆ្លើយតបទៅអ្នកឆាប់ៗនេះ។";
const contactThanks = "សូមអរគុណដែលបានទាក់ទងមកយើង។ យើងនឹងឆ្លើយតបទៅអ្នកក្នុងរយៈពេល 24 ម៉ោង។";

/** The public site's interface text in Khmer: the same keys as siteTextEn, every one. */
export const siteTextKm: SiteText = {
  chrome: {
    skipToContent: "រំលងទៅខ្លឹមសារចម្បង",
    navHome: "ទំព័រដើម",
    getQuote: "ស្នើសុំតម្លៃ",
    backToHome: "ត្រឡប់ទៅទំព័រដើម",
    browseServices: "មើលសេវាកម្មរបស់យើង",
    pageLoading: "កំពុងផ្ទុក...",
    pageLoadFailed: "មិនអាចផ្ទុកទំព័រនេះបានទេ។ សូមពិនិត្យការតភ្ជាប់អ៊ីនធឺណិត ហើយផ្ទុកទំព័រឡើងវិញ។",
    showAll: "បង្ហាញទាំងអស់",
    showLess: "បង្ហាញតិចជាងនេះ",
    aboutTopic: (name) => `អំពី ${name}`,
    searchResources: "ស្វែងរកឯកសារ",
    searchPlaceholder: "ស្វែងរកឯកសារ...",
    filterByCategory: "ត្រងតាមប្រភេទ",
    resourcesFound: (count) => `រកឃើញឯកសារចំនួន ${count}`,
    opensInNewTab: "បើកនៅផ្ទាំងថ្មី",
    pdf: "PDF",
    ourServices: "សេវាកម្មរបស់យើង",
    quickLinks: "តំណភ្ជាប់រហ័ស",
    aboutUs: "អំពីយើង",
    resources: "ធនធាន",
    contact: "ទំនាក់ទំនង",
    standardsWeSupport: "ស្តង់ដារដែលយើងគាំទ្រ",
    followUs: "តាមដានយើង",
    allRightsReserved: "រក្សាសិទ្ធិគ្រប់យ៉ាង។",
    privacyPolicy: "គោលការណ៍ឯកជនភាព",
    termsOfService: "លក្ខខណ្ឌប្រើប្រាស់សេវាកម្ម",
    home: "ទំព័រដើម",
    keyFigures: "តួលេខសំខាន់ៗ",
    details: "ព័ត៌មានលម្អិត",
    mainNavigation: "ម៉ឺនុយចម្បង",
    mobileNavigation: "ម៉ឺនុយសម្រាប់ទូរស័ព្ទ",
    openMenu: "បើកម៉ឺនុយ",
    closeMenu: "បិទម៉ឺនុយ",
    menu: "ម៉ឺនុយ",
    menuDescription: "ផ្នែកនានានៃគេហទំព័រ និងព័ត៌មានទំនាក់ទំនង",
  },
  language: {
    switcher: "ភាសា",
    readIn: { en: "អានទំព័រនេះជាភាសាអង់គ្លេស", km: "អានទំព័រនេះជាភាសាខ្មែរ" },
  },
  forms: {
    fullName: "ឈ្មោះពេញ",
    email: "អ៊ីមែល",
    phone: "លេខទូរស័ព្ទ",
    company: "ក្រុមហ៊ុន",
    optional: "(ស្រេចចិត្ត)",
    service: "សេវាកម្ម",
    selectService: "ជ្រើសរើសសេវាកម្ម",
    message: "សារ",
    quotePlaceholder: "សូមប្រាប់យើងអំពីផលិតផល ទីតាំងផលិតកម្ម និងស្តង់ដារដែលអ្នកត្រូវការ។",
    requestQuotation: "ស្នើសុំសម្រង់តម្លៃ",
    submitQuote: "ផ្ញើសំណើ",
    sendMessage: "ផ្ញើសារ",
    honeypot: "សូមទុកប្រអប់នេះឱ្យនៅទទេ",
    sending: "កំពុងផ្ញើ...",
  },
  validation: {
    name: "ឈ្មោះត្រូវមានយ៉ាងតិច 2 តួអក្សរ",
    email: "សូមបញ្ចូលអាសយដ្ឋានអ៊ីមែលឱ្យបានត្រឹមត្រូវ",
    phone: "សូមបញ្ចូលលេខទូរស័ព្ទឱ្យបានត្រឹមត្រូវ",
    service: "សូមបញ្ជាក់សេវាកម្មដែលអ្នកចាប់អារម្មណ៍",
    message: "សារត្រូវមានយ៉ាងតិច 10 តួអក្សរ",
    tooLong: (field, max) =>
      `${{ name: "ឈ្មោះ", service: "សេវាកម្ម", message: "សារ", company: "ឈ្មោះក្រុមហ៊ុន" }[field]}មិនអាចវែងជាង ${max} តួអក្សរទេ`,
  },
  toasts: {
    quoteFailure: {
      title: "មិនអាចផ្ញើសំណើបានទេ",
      description: "មានបញ្ហាបច្ចេកទេស។ សូមព្យាយាមម្តងទៀត ឬទាក់ទងមកយើងដោយផ្ទាល់។",
    },
    quoteFailedFlag: "មិនអាចផ្ញើសំណើសុំតម្លៃបានទេ",
    quoteSuccess: { title: "សំណើសុំតម្លៃត្រូវបានផ្ញើហើយ!", description: quoteThanks },
    contactFailure: {
      title: "មិនអាចផ្ញើសារបានទេ",
      description: "មានបញ្ហាបច្ចេកទេស។ សូមព្យាយាមម្តងទៀត។",
    },
    contactFailedFlag: "មិនអាចផ្ញើសារបានទេ",
    contactSuccess: {
      title: "សាររបស់អ្នកត្រូវបានផ្ញើដោយជោគជ័យ!",
      description: "សូមអរគុណដែលបានទាក់ទងមកយើង។ យើងនឹងឆ្លើយតបទៅអ្នកឆាប់ៗនេះ។",
    },
    homeContactSuccess: {
      title: "សាររបស់អ្នកត្រូវបានផ្ញើដោយជោគជ័យ!",
      description: contactThanks,
    },
    homeContactFailure: {
      title: "មិនអាចផ្ញើសារបានទេ",
      description: "មានបញ្ហាបច្ចេកទេស។ សូមព្យាយាមម្តងទៀត ឬទាក់ទងមកយើងដោយផ្ទាល់។",
    },
  },
  notFound: {
    certificationTitle: "រកមិនឃើញវិញ្ញាបនប័ត្រ",
    certificationText: "មិនមានព័ត៌មានលម្អិតអំពីវិញ្ញាបនប័ត្រដែលអ្នកស្វែងរកទេ។",
    pillarTitle: "រកមិនឃើញទំព័រ",
    pillarText: "មិនមានសសរស្តម្ភដែលអ្នកកំពុងស្វែងរកទេ។",
    pageTitle: "404 រកមិនឃើញទំព័រ",
    pageText: "ទំព័រដែលអ្នកកំពុងស្វែងរកមិនមាន ឬត្រូវបានផ្លាស់ទីទៅកន្លែងផ្សេង។",
  },
  resources: {
    emptyTitle: "រកមិនឃើញឯកសារដែលត្រូវនឹងការស្វែងរករបស់អ្នកទេ។",
    emptyText: "សូមសាកល្បងប្តូរពាក្យស្វែងរក ឬតម្រង។",
  },
  answers: {
    validation: "សូមពិនិត្យប្រអប់ដែលបានគូសសម្គាល់។",
    tooManyRequests: "មានសំណើច្រើនពេក។ សូមព្យាយាមម្តងទៀតនៅពេលក្រោយ។",
    quoteReceived: quoteThanks,
    contactReceived: contactThanks,
  },
};
