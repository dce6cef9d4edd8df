import SpecimenDiff

/// Specimen writes every output file through SpecimenDiff's atomic writer (temporary file, then
/// rename; regular files only), so the CLI, the report and the diff share one mechanism.
typealias AtomicFile = SpecimenDiff.AtomicFile

/// Why an output file could not be written (defined beside the writer in SpecimenDiff).
public typealias OutputError = SpecimenDiff.OutputError
