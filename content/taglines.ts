/**
 * Language-assistance taglines (Medi-Cal's languages): one line each, in its own language.
 * Placeholder wording: the launch checklist asks the practice to compare them with DHCS's
 * official taglines before launch.
 */
export type Tagline = { lang: string; dir?: 'rtl'; language: string; text: string };

/** `{phone}` is replaced by the practice's phone number where the taglines are shown. */
export const taglines: readonly Tagline[] = [
  {
    lang: 'en',
    language: 'English',
    text: 'ATTENTION: If you need help in your language, call {phone} (TTY: 711). Aids and services for people with disabilities, like documents in braille and large print, are also available. These services are free.',
  },
  {
    lang: 'es',
    language: 'Español',
    text: 'ATENCIÓN: si necesita ayuda en su idioma, llame al {phone} (TTY: 711). También ofrecemos ayuda y servicios para personas con discapacidades, como documentos en braille y con letra grande. Estos servicios son gratuitos.',
  },
  {
    lang: 'zh-Hant',
    language: '繁體中文',
    text: '請注意：如果您需要以您的母語獲得協助，請致電 {phone} (TTY: 711)。我們也為殘障人士提供輔助工具和服務，例如盲文和大字體文件。這些服務都是免費的。',
  },
  {
    lang: 'vi',
    language: 'Tiếng Việt',
    text: 'CHÚ Ý: Nếu quý vị cần trợ giúp bằng ngôn ngữ của mình, vui lòng gọi số {phone} (TTY: 711). Chúng tôi cũng hỗ trợ và cung cấp các dịch vụ dành cho người khuyết tật, như tài liệu bằng chữ nổi Braille và chữ khổ lớn. Các dịch vụ này đều miễn phí.',
  },
  {
    lang: 'ko',
    language: '한국어',
    text: '유의사항: 귀하의 언어로 도움을 받고 싶으시면 {phone} (TTY: 711)번으로 문의하십시오. 점자나 큰 활자로 된 문서와 같이 장애가 있는 분들을 위한 도움과 서비스도 이용 가능합니다. 이러한 서비스는 무료로 제공됩니다.',
  },
  {
    lang: 'tl',
    language: 'Tagalog',
    text: 'ATENSIYON: Kung kailangan mo ng tulong sa iyong wika, tumawag sa {phone} (TTY: 711). Mayroon ding mga tulong at serbisyo para sa mga taong may kapansanan, tulad ng mga dokumento sa braille at malaking print. Libre ang mga serbisyong ito.',
  },
  {
    lang: 'hy',
    language: 'Հայերեն',
    text: 'ՈՒՇԱԴՐՈՒԹՅՈՒՆ: Եթե Ձեզ օգնություն է հարկավոր Ձեր լեզվով, զանգահարեք {phone} (TTY: 711)։ Կան նաև օժանդակ միջոցներ ու ծառայություններ հաշմանդամություն ունեցող անձանց համար, օրինակ՝ Բրայլի գրատիպով ու խոշորատառ տպագրված նյութեր։ Այդ ծառայություններն անվճար են։',
  },
  {
    lang: 'ru',
    language: 'Русский',
    text: 'ВНИМАНИЕ! Если вам нужна помощь на вашем родном языке, звоните по номеру {phone} (линия TTY: 711). Также предоставляются средства и услуги для людей с ограниченными возможностями, например документы шрифтом Брайля и крупным шрифтом. Такие услуги предоставляются бесплатно.',
  },
  {
    lang: 'fa',
    dir: 'rtl',
    language: 'فارسی',
    text: 'توجه: اگر می‌خواهید به زبان خود کمک دریافت کنید، با {phone} (TTY: 711) تماس بگیرید. کمک‌ها و خدمات مخصوص افراد دارای معلولیت، مانند نسخه‌های خط بریل و چاپ با حروف بزرگ، نیز موجود است. این خدمات رایگان ارائه می‌شوند.',
  },
  {
    lang: 'ar',
    dir: 'rtl',
    language: 'العربية',
    text: 'يُرجى الانتباه: إذا احتجت إلى المساعدة بلغتك، فاتصل بالرقم {phone} (TTY: 711). تتوفر أيضًا المساعدات والخدمات للأشخاص ذوي الإعاقة، مثل المستندات المكتوبة بطريقة برايل والخط الكبير. هذه الخدمات مجانية.',
  },
  {
    lang: 'ja',
    language: '日本語',
    text: '注意：日本語での対応が必要な場合は、{phone} (TTY: 711) へお電話ください。点字の資料や文字の拡大表示など、障がいをお持ちの方のためのサービスも用意しています。これらのサービスは無料で提供しています。',
  },
  {
    lang: 'km',
    language: 'ខ្មែរ',
    text: 'ចំណាំ៖ បើអ្នកត្រូវការជំនួយជាភាសារបស់អ្នក សូមទូរស័ព្ទទៅលេខ {phone} (TTY: 711)។ ជំនួយ និងសេវាកម្មសម្រាប់ជនពិការ ដូចជាឯកសារសរសេរជាអក្សរផុសសម្រាប់ជនពិការភ្នែក ឬឯកសារសរសេរជាអក្សរពុម្ពធំ ក៏អាចរកបានផងដែរ។ សេវាកម្មទាំងនេះមិនគិតថ្លៃឡើយ។',
  },
  {
    lang: 'hmn',
    language: 'Hmoob',
    text: 'CEEB TOOM: Yog koj xav tau kev pab txhais koj hom lus hu rau {phone} (TTY: 711). Muaj cov kev pab txhawb thiab kev pab cuam rau cov neeg xiam oob qhab, xws li muab cov ntaub ntawv sau ua cov ntawv su thiab luam tawm ua tus ntawv loj. Cov kev pab cuam no yog pab dawb xwb.',
  },
  {
    lang: 'pa',
    language: 'ਪੰਜਾਬੀ',
    text: 'ਧਿਆਨ ਦਿਓ: ਜੇ ਤੁਹਾਨੂੰ ਆਪਣੀ ਭਾਸ਼ਾ ਵਿੱਚ ਮਦਦ ਦੀ ਲੋੜ ਹੈ ਤਾਂ {phone} (TTY: 711) ’ਤੇ ਕਾਲ ਕਰੋ। ਅਪਾਹਜ ਲੋਕਾਂ ਲਈ ਸਹਾਇਤਾ ਅਤੇ ਸੇਵਾਵਾਂ, ਜਿਵੇਂ ਕਿ ਬ੍ਰੇਲ ਅਤੇ ਵੱਡੇ ਅੱਖਰਾਂ ਵਿੱਚ ਛਪੇ ਦਸਤਾਵੇਜ਼, ਵੀ ਉਪਲਬਧ ਹਨ। ਇਹ ਸੇਵਾਵਾਂ ਮੁਫ਼ਤ ਹਨ।',
  },
  {
    lang: 'hi',
    language: 'हिंदी',
    text: 'ध्यान दें: अगर आपको अपनी भाषा में सहायता की आवश्यकता है, तो {phone} (TTY: 711) पर कॉल करें। विकलांग लोगों के लिए सहायता और सेवाएँ, जैसे ब्रेल और बड़े अक्षरों में छपे दस्तावेज़, भी उपलब्ध हैं। ये सेवाएँ निःशुल्क हैं।',
  },
  {
    lang: 'lo',
    language: 'ລາວ',
    text: 'ປະກາດ: ຖ້າທ່ານຕ້ອງການຄວາມຊ່ວຍເຫຼືອໃນພາສາຂອງທ່ານ ໃຫ້ໂທຫາເບີ {phone} (TTY: 711). ຍັງມີຄວາມຊ່ວຍເຫຼືອ ແລະ ການບໍລິການສຳລັບຄົນພິການ ເຊັ່ນ ເອກະສານທີ່ເປັນອັກສອນນູນ ແລະ ມີໂຕພິມໃຫຍ່. ການບໍລິການເຫຼົ່ານີ້ບໍ່ຕ້ອງເສຍຄ່າໃຊ້ຈ່າຍໃດໆ.',
  },
  {
    lang: 'ium',
    language: 'Mienh',
    text: 'CAU FIEV SEIX LONGX: Beiv taux meih qiemx longc mienh tengx faan benx meih nyei waac nor douc waac daaih lorx taux {phone} (TTY: 711). Liouh lorx jauv-louc tengx aengx caux nzie gong bun taux ninh mbuo wuaaic fangx mienh, beiv taux longc benx nzangc-pokc bun hluo mbiutc aengx caux aamz mborqv benx domh sou se mbenc nzoih bun longc. Naaiv deix nzie weih gong-bou jauv-louc se benx wang-henh tengx mv zuqc cuotv nyaanh oc.',
  },
  {
    lang: 'th',
    language: 'ไทย',
    text: 'โปรดทราบ: หากคุณต้องการความช่วยเหลือเป็นภาษาของคุณ กรุณาโทรศัพท์ไปที่หมายเลข {phone} (TTY: 711) นอกจากนี้ ยังพร้อมให้ความช่วยเหลือและบริการต่าง ๆ สำหรับบุคคลที่มีความพิการ เช่น เอกสารที่เป็นอักษรเบรลล์และเอกสารที่พิมพ์ด้วยตัวอักษรขนาดใหญ่ ไม่มีค่าใช้จ่ายสำหรับบริการเหล่านี้',
  },
  {
    lang: 'uk',
    language: 'Українська',
    text: 'УВАГА! Якщо вам потрібна допомога вашою мовою, телефонуйте за номером {phone} (TTY: 711). Люди з інвалідністю також можуть скористатися допоміжними засобами та послугами, наприклад отримати документи, надруковані шрифтом Брайля та великим шрифтом. Ці послуги безкоштовні.',
  },
];
