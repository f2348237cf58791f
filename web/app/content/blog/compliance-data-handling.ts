const content = `
<p>A bank statement is one of the most sensitive documents a client hands over: account numbers, salary, rent, medical payments, donations. If your firm processes statements for clients in the EU or UK, the General Data Protection Regulation (GDPR) applies to every copy you make, including the one you upload to a conversion tool. Here is a practical view of what that means and what to ask any vendor.</p>

<h2>You are the controller; the tool is your processor</h2>
<p>When you upload a client's statement, your firm decides why and how the data is processed, so you are the <strong>controller</strong>. The converter acts on your instructions, so it is a <strong>processor</strong>. Article 28 requires a written agreement with every processor and lets you use only processors that provide "sufficient guarantees". In practice that means:</p>
<ul>
  <li>a data processing agreement (DPA) that lists sub-processors and where they process data;</li>
  <li>a clear statement of what is stored, for how long, and how it is deleted;</li>
  <li>a way to export and to delete the data when the engagement ends.</li>
</ul>

<h2>Data minimisation: the file should not outlive its purpose</h2>
<p>The purpose of uploading a statement is to extract its transactions. Once that is done, keeping the PDF serves no purpose and only adds risk. Ask vendors precisely when the original file is deleted. At Statement Converter the uploaded file is deleted from storage as soon as processing succeeds, and an automatic clean-up removes files that were never processed, or whose processing failed, after 24 hours. The extracted transactions stay in your account until you delete them, because that is the data you asked for.</p>

<h2>Questions to put to any statement converter</h2>
<ol>
  <li><strong>Where is data stored and processed?</strong> Which companies are sub-processors?</li>
  <li><strong>When is the original PDF deleted?</strong> "After processing" should mean hours, not "within 90 days".</li>
  <li><strong>Is data used to train models?</strong> Client statements should never leave the service's purpose.</li>
  <li><strong>How are passwords and sessions protected?</strong> Look for salted, slow password hashing and sessions that can be revoked.</li>
  <li><strong>Can I export everything and delete my account myself?</strong> You will need both for subject access and erasure requests.</li>
  <li><strong>Is traffic encrypted?</strong> TLS on every connection is the minimum; ask about encryption at rest too.</li>
</ol>

<h2>SOC 2 and ISO 27001 in plain language</h2>
<p>SOC 2 is an auditor's report on a service organisation's controls for security, availability, processing integrity, confidentiality and privacy. ISO 27001 certifies an information security management system. Neither guarantees that nothing goes wrong, but both mean controls exist, are documented and are tested. When a vendor runs on a large infrastructure provider, part of the control set (physical security, network, hardware) is inherited from that provider's own certifications; ask which parts are inherited and which the vendor operates itself.</p>

<h2>Handling client requests</h2>
<p>Under GDPR your client's customers, and your clients themselves where they are individuals, may ask for a copy of their data (access), its correction, or its deletion. Plan for these before the first request arrives:</p>
<ul>
  <li>Keep a register of which tools hold which client's statements.</li>
  <li>Prefer tools with self-service export (a complete, machine-readable download) and account deletion.</li>
  <li>Answer within one month, the GDPR deadline.</li>
</ul>

<h2>A short internal policy</h2>
<p>Most incidents with statements are not breaches of a vendor but of process: a statement e-mailed to the wrong client, a spreadsheet left on a shared drive. Three rules prevent most of them: convert from the original source rather than forwarding attachments; store exports in the client's folder, not in Downloads; and delete conversions you no longer need at the end of each engagement.</p>
`;

export default {
  id: 3,
  title: "Bank Statements, GDPR and SOC 2: A Data Handling Guide for Accounting Firms",
  slug: "bank-statements-gdpr-soc2-data-handling",
  excerpt:
    "Who is the controller, what a processor must guarantee, when uploaded statements should be deleted, and the six questions to ask any conversion tool.",
  content,
  author: "Emily Watson",
  authorRole: "Security & Compliance Lead",
  publishedAt: "2026-10-06",
  category: "Compliance" as const,
  tags: ["gdpr", "security", "data-retention", "accounting"],
  featured: false,
  image: "/blog/bank-statements-gdpr-soc2-data-handling.svg",
};
