// English article bodies (trusted seed HTML; the client sanitises before rendering).
import type { ArticleType } from '../types.ts'

export const articlesEn: Record<ArticleType, string> = {
  faq: `<h2>Frequently asked questions</h2>
<h3>How do I subscribe?</h3>
<p>Open <strong>Profile</strong> and tap <em>Get subscription</em>. Choose your operator (MPT, ATOM or Ooredoo) and a plan: 1 day for 99 MMK, 7 days for 599 MMK or 30 days for 1,499 MMK (the Thingyan price; normally 1,999 MMK). The amount is charged to your mobile balance.</p>
<h3>How does paying with MPT, ATOM or Ooredoo work?</h3>
<ul>
<li><strong>MPT</strong> and <strong>Ooredoo</strong>: you are sent to the operator’s payment page to confirm, then brought back to the app.</li>
<li><strong>ATOM</strong>: enter your ATOM number (097x) and the 6-digit code sent to it by SMS.</li>
</ul>
<p>You receive an SMS from your operator when the subscription is active. Plans renew each period until you cancel.</p>
<h3>How do I log in?</h3>
<p>Enter your Myanmar mobile number after the 09 prefix. We send a 6-digit one-time code (OTP) by SMS. Type it within 2 minutes; if it does not arrive you can ask for a new code after 60 seconds. On some mobile networks you are recognised automatically and can log in with one tap.</p>
<h3>How much data does watching use?</h3>
<p>The player adapts quality to your connection. As a guide, one hour uses about 150 MB at low quality (240p), 320 MB at medium (360p) and 700 MB at high quality (720p). Wi-Fi is recommended for long sessions.</p>
<h3>Can I use the app offline?</h3>
<p>The app itself opens without a connection, and pages you have visited recently (home, your favourites, your history) stay available to browse. Playing videos needs a connection; downloads for offline viewing are not available yet.</p>
<h3>How do I cancel a subscription?</h3>
<p>Go to <strong>Profile &gt; Manage subscription</strong> and tap <em>Cancel</em> next to the operator. The days you have already paid for stay usable, but the plan does not renew. Your operator sends an SMS to confirm.</p>
<h3>I have a gift code. How do I use it?</h3>
<p>Go to <strong>Profile &gt; Enter code</strong>, type the code (for example <code>MMS-XXXXX-XXXXX</code>) and tap Continue. The days are added to your balance. Each code works once.</p>
<h3>Which episodes are free?</h3>
<p>The first episode of every series is free, and some films are free too. They are marked with a <em>Free</em> label. Everything else needs an active subscription.</p>
<h3>Why am I asked to log in again?</h3>
<p>For your security an account can be active on a limited number of devices. If you log in elsewhere, you may be asked to log in again on this device.</p>`,

  terms_and_conditions: `<h2>Terms and conditions</h2>
<p>These terms apply to your use of the streaming service (the “Service”). By creating an account or watching content you accept them.</p>
<h3>1. Accounts</h3>
<p>You log in with a Myanmar mobile number that you own or are authorised to use. You are responsible for activity on your account. Keep your one-time codes private: our staff will never ask you for them.</p>
<h3>2. Subscriptions and payment</h3>
<ul>
<li>Plans are billed by your mobile operator (MPT, ATOM or Ooredoo) at the price shown at the time of purchase, in Myanmar kyat (MMK).</li>
<li>A plan gives access for the number of days it states and renews automatically until cancelled.</li>
<li>Cancelling stops renewal; the remaining paid days stay usable. Payments already made are not refunded, except where required by law.</li>
<li>Redeem codes add days to your balance, can be used once, and have no cash value.</li>
</ul>
<h3>3. Use of content</h3>
<p>Content is licensed to you for personal, non-commercial viewing only. You may not copy, record, redistribute or publicly show it, or try to get around access controls.</p>
<h3>4. Availability</h3>
<p>We try to keep the Service available at all times but cannot guarantee it. Titles may be added or removed as licences change. Streaming quality depends on your connection.</p>
<h3>5. Changes</h3>
<p>We may update these terms. Material changes will be announced in the app before they take effect. Continuing to use the Service afterwards means you accept the new terms.</p>
<h3>6. Contact</h3>
<p>Questions about these terms: <a href="mailto:support@example.com">support@example.com</a>.</p>`,

  privacy_policy: `<h2>Privacy policy</h2>
<p>This policy explains what information the Service collects, why, and the choices you have.</p>
<h3>What we collect</h3>
<ul>
<li><strong>Account details</strong>: your mobile number and the name you choose.</li>
<li><strong>Subscription details</strong>: your operator, plans, and the dates of purchases and cancellations.</li>
<li><strong>Viewing activity</strong>: titles you watch, how far you got, your favourites and searches.</li>
<li><strong>Technical data</strong>: device type, app version and connection information needed to stream video.</li>
</ul>
<h3>How we use it</h3>
<p>To log you in, process payments with your operator, resume playback where you left off, recommend titles, keep the Service secure and improve it. We do not sell your personal information.</p>
<h3>Sharing</h3>
<p>We share the minimum necessary with your mobile operator to bill you, and with service providers who host the Service for us under confidentiality obligations. We may disclose information when the law requires it.</p>
<h3>On your device</h3>
<p>The app stores your login session, language, theme and a cache of recently viewed pages on your device so it can open quickly and work with a weak connection. Logging out removes your session and viewing records from the device.</p>
<h3>Your choices</h3>
<p>You can clear your watch history and favourites in the app, cancel subscriptions at any time, and ask us to delete your account by contacting <a href="mailto:privacy@example.com">privacy@example.com</a>.</p>
<h3>Retention</h3>
<p>We keep account data while your account is active and for a limited period afterwards to meet legal and billing obligations.</p>`,

  about_us: `<h2>About us</h2>
<p>We are a Myanmar streaming service built for watching on mobile phones. Our library brings together Myanmar dramas, comedies, horror and action films, documentaries and cartoons, together with a selection of international titles.</p>
<h3>Made for Myanmar networks</h3>
<p>Videos adapt to the speed of your connection, starting at low-data quality, and the app opens even when the network drops. You pay with your mobile balance on MPT, ATOM or Ooredoo, with plans from one day.</p>
<h3>Supporting local storytellers</h3>
<p>We work with Myanmar producers, directors and writers to bring new series and films to viewers across the country, and to give classic stories a new audience.</p>
<h3>Contact</h3>
<ul>
<li>Email: <a href="mailto:support@example.com">support@example.com</a></li>
<li>Hotline: 09 123 456 789 (9:00–18:00 daily)</li>
</ul>`,
}
