"""Excel workbooks: the registration import and template, and the export of the whole night, one sheet per
part of it."""
