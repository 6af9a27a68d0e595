"""The NISEI Comprehensive Rules formats: the Markdown export and the PDF's text (`nisei-cr-markdown`,
`nisei-cr-pdftext`); importing the package registers both parsers."""

from rulesdb.parsers.nisei_cr import parser  # noqa: F401  (registers the formats)
