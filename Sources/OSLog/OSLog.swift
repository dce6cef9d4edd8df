// `import OSLog` brings the unified-logging API (`Logger`, `OSLog`, `os_log`) that the `os` module
// declares, as Apple's OSLog framework re-exports `os`.
@_exported import os
