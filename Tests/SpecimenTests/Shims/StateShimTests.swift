import Foundation
import SpecimenUI
import Testing
@testable import Showcase
@testable import Specimen

/// A configuration like a control's: a `@Binding var` on a `let` value.
private struct ToggleLikeConfiguration {
  @Binding var isOn: Bool
}

private struct Point2 {
  var x: Double
  var y: Double
}

/// A view that draws its focus state as a colour.
private struct FocusProbe: View {
  @FocusState var isFocused: Bool
  var body: some View {
    (isFocused ? Color.orange : Color.gray).frame(width: 10, height: 10)
  }
}

/// The representative colour of every shape leaf under `node`.
func leafColors(_ node: ResolvedNode) -> [RGBA] {
  if case .shape(let leaf) = node.kind { return [leaf.paint.representativeColor] }
  return node.children.flatMap(leafColors)
}

@Suite struct StateShimTests {
  @Test func bindingFromStateSetsIt() {
    let state = State(wrappedValue: 1)
    let binding = state.projectedValue
    binding.wrappedValue = 5
    #expect(state.wrappedValue == 5)
    state.wrappedValue = 7
    #expect(binding.wrappedValue == 7)
  }

  @Test func copiesOfAStateShareTheValue() {
    let state = State(initialValue: "a")
    let copy = state
    copy.wrappedValue = "b"
    #expect(state.wrappedValue == "b")
  }

  @Test func optionalStateStartsNil() {
    let state = State<Int?>()
    #expect(state.wrappedValue == nil)
  }

  @Test func bindingOnALetConfigurationToggles() {
    let state = State(wrappedValue: false)
    let configuration = ToggleLikeConfiguration(isOn: state.projectedValue)
    configuration.isOn.toggle()
    #expect(state.wrappedValue == true)
    #expect(configuration.$isOn.wrappedValue == true)
  }

  @Test func dynamicMemberBindingWritesThroughToTheState() {
    let state = State(wrappedValue: Point2(x: 1, y: 2))
    let x: Binding<Double> = state.projectedValue.x
    x.wrappedValue = 10
    #expect(state.wrappedValue.x == 10)
    #expect(state.wrappedValue.y == 2)
  }

  @Test func constantBindingIgnoresWrites() {
    let binding = Binding.constant(3)
    binding.wrappedValue = 4
    #expect(binding.wrappedValue == 3)
  }

  @Test func customBindingCallsItsSetter() {
    var stored = 0
    let binding = Binding(get: { stored }, set: { stored = $0 * 2 })
    binding.wrappedValue = 21
    #expect(stored == 42)
  }

  @Test func gestureStateKeepsItsInitialValue() {
    let pressing = GestureState(wrappedValue: false)
    _ = LongPressGesture(minimumDuration: 0.3).updating(pressing.projectedValue) { current, state, _ in state = current }
    #expect(pressing.wrappedValue == false)
    let start = GestureState<Double?>()
    #expect(start.wrappedValue == nil)
  }

  @Test func scaledMetricIsTheBaseValueAtTheDefaultSize() {
    let metric = ScaledMetric(wrappedValue: 44.0, relativeTo: .title)
    #expect(metric.wrappedValue == 44)
  }
}

@Suite struct FocusStateShimTests {
  @Test func boolFocusStateReadsTheForcedFocus() {
    var focused = EnvironmentValues()
    focused.isFocused = true
    let on = leafColors(ResolveContext(environment: focused).resolve(FocusProbe()))
    let off = leafColors(ResolveContext().resolve(FocusProbe()))
    #expect(on == [RGBA(255, 149, 0)])
    #expect(off == [RGBA(142, 142, 147)])
  }

  @Test func explicitWriteWinsOverTheForcedFocus() {
    let probe = FocusProbe()
    probe.$isFocused.wrappedValue = false
    var focused = EnvironmentValues()
    focused.isFocused = true
    #expect(leafColors(ResolveContext(environment: focused).resolve(probe)) == [RGBA(142, 142, 147)])
  }

  @Test func optionalFocusStateStartsNil() {
    enum Field: Hashable { case name, email }
    let state = FocusState<Field?>()
    #expect(state.wrappedValue == nil)
    state.projectedValue.wrappedValue = .email
    #expect(state.wrappedValue == .email)
  }

  @Test func focusedModifierForcesFocusOnlyWhenTheStateIsSetExplicitly() {
    let state = FocusState<Bool>()
    let unset = FocusProbeReadingEnvironment().focused(state.projectedValue)
    #expect(leafColors(ResolveContext().resolve(unset)) == [RGBA(142, 142, 147)])
    state.wrappedValue = true
    let set = FocusProbeReadingEnvironment().focused(state.projectedValue)
    #expect(leafColors(ResolveContext().resolve(set)) == [RGBA(255, 149, 0)])
  }
}

/// Draws the environment's forced focus as a colour.
private struct FocusProbeReadingEnvironment: View {
  @Environment(\.isFocused) var isFocused
  var body: some View { (isFocused ? Color.orange : Color.gray).frame(width: 10, height: 10) }
}
