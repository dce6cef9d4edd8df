#if SPECIMEN_MACROS
/// Synthesizes `Animatable` and its `animatableData` from a type's stored properties (iOS 26):
/// `@Animatable struct Ring: Shape { var progress: Double; var angle: Angle }`. A still draws a
/// type at the values it holds, as with a hand-written `animatableData`.
@attached(extension, conformances: Animatable)
@attached(member, names: named(animatableData))
public macro Animatable() = #externalMacro(module: "SpecimenMacros", type: "AnimatableMacro")

/// Leaves a stored property out of `@Animatable`'s `animatableData` (iOS 26).
@attached(accessor, names: named(willSet))
public macro AnimatableIgnored() = #externalMacro(module: "SpecimenMacros", type: "AnimatableIgnoredMacro")
#endif
