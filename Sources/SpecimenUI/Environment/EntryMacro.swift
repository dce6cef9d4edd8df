#if SPECIMEN_MACROS
/// Declares an entry of `EnvironmentValues`, `Transaction`, `ContainerValues` or `FocusedValues`:
/// `@Entry var accent: Color = .blue` writes the key type and the accessors, as in SwiftUI.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "SpecimenMacros", type: "EntryMacro")
#endif
