import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/** What a PDF reader finds in a file: its pages' text (one string per page) and its metadata title. */
export async function readPdf(bytes: Buffer): Promise<{ pages: string[]; title: string | undefined }> {
  const document = await getDocument({ data: new Uint8Array(bytes), verbosity: 0, isEvalSupported: false })
    .promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  const metadata = await document.getMetadata();
  const title = (metadata.info as { Title?: string }).Title;
  await document.destroy();
  return { pages, title };
}
