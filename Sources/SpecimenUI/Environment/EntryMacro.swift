#if SPECIMEN_MACROS
/// Declares an entry of `EnvironmentValues`, `Transaction`, `ContainerValues` or `FocusedValues`:
/// `@Entry var accent: Color = .blue` writes the key type and the accessors, as in SwiftUI.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "SpecimenMacros", type: "EntryMacro")
#endif

// The key protocols an `@Entry` expansion conforms its key to. The expansion names them without a
// module (`SpecimenUI.EnvironmentKey` cannot be found in a file that reaches this module as `SwiftUI`
// through `-module-alias SwiftUI=SpecimenUI`), and these names are underscored and unique, so a
// user's own `EnvironmentKey` type cannot capture them.
public typealias _SpecimenEntryEnvironmentKey = EnvironmentKey
public typealias _SpecimenEntryTransactionKey = TransactionKey
public typealias _SpecimenEntryContainerValueKey = ContainerValueKey
public typealias _SpecimenEntryFocusedValueKey = FocusedValueKey
