/** The id of the `<script type="application/json">` holding the page's data in server HTML. */
export const PAGE_DATA_ELEMENT_ID = "page-data";
