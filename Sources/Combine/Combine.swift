// `import Combine` in a style file or view model: `ObservableObject`, `@Published` and
// `ObservableObjectPublisher` live in SpecimenUI (as `import SwiftUI` brings them), re-exported.
@_exported import SpecimenUI
