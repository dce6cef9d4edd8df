import Foundation
import Testing
@testable import SpecimenUI

// Uses each shim the way the seed styles do; that this file compiles is most of the test.

private struct SliderLikeConfiguration {
  @Binding var value: Double
  let bounds: ClosedRange<Double>
  let onEditingChanged: (Bool) -> Void
}

private struct DraggingStyle: DynamicProperty {
  @Environment(\.isEnabled) var isEnabled
  @GestureState var valueAtStartOfDrag: Double?

  func drag(updating value: Binding<Double>, width: Double) -> some Gesture {
    DragGesture(minimumDistance: 1)
      .updating($valueAtStartOfDrag) { _, state, _ in
        if state == nil { state = value.wrappedValue }
      }
      .onChanged { dragValue in
        var transaction = Transaction()
        transaction.isContinuous = true
        withTransaction(transaction) { value.wrappedValue = dragValue.translation.width / width }
      }
      .onEnded { dragValue in value.wrappedValue = dragValue.location.x - dragValue.startLocation.x }
  }

  @ViewBuilder func makeBody(configuration: SliderLikeConfiguration) -> some View {
    HStack {
      Button {
        withAnimation { configuration.value = configuration.bounds.lowerBound }
      } label: {
        Image(systemName: "speaker")
      }
      GeometryReader { proxy in
        ZStack(alignment: .leading) {
          Rectangle().fill(.regularMaterial)
          Rectangle()
            .fill(isEnabled ? AnyShapeStyle(.tint) : AnyShapeStyle(.gray.opacity(0.5)))
            .frame(width: configuration.value * proxy.size.width)
        }
        .contentShape(Rectangle())
        .gesture(drag(updating: configuration.$value, width: proxy.size.width))
      }
      .frame(height: 44)
    }
    .onChange(of: valueAtStartOfDrag != nil) { newValue in configuration.onEditingChanged(newValue) }
  }
}

private struct PressTrackingStyle {
  @GestureState var isPressing = false
  func body(trigger: @escaping () -> Void) -> some View {
    Text("Press")
      .background(Capsule().fill(isPressing ? Color.gray : Color.blue))
      .gesture(
        LongPressGesture(minimumDuration: 0.3)
          .updating($isPressing) { current, state, _ in state = current }
          .onEnded { _ in trigger() })
  }
}

private struct FocusStyle {
  @FocusState private var isFocused: Bool
  init(isFocused: FocusState<Bool>) { self._isFocused = isFocused }
  var body: some View {
    RoundedRectangle(cornerRadius: 16).stroke(isFocused ? .orange : .gray, lineWidth: 1)
  }
}

private struct FocusedField: View {
  @FocusState var isFocused: Bool
  @State private var text = ""
  @State private var range: ClosedRange<Double> = 20...60
  @State private var optional: Int?
  var body: some View {
    VStack {
      FocusStyle(isFocused: _isFocused).body
        .focused($isFocused)
      Text(range.lowerBound, format: .number.precision(.fractionLength(0)))
      Text(0.5, format: .percent)
      Text(range.upperBound, format: .number)
    }
    .accessibilityElement(children: .combine)
    .accessibilityValue(Text(range.lowerBound, format: .number))
  }
}

private struct AdjustableView: View {
  @Binding var value: Double
  var body: some View {
    Color.clear
      .accessibilityAdjustableAction { direction in
        switch direction {
        case .increment: value += 1
        case .decrement: value -= 1
        @unknown default: break
        }
      }
  }
}

private struct OrangeLike: View {
  @Environment(\.isEnabled) var isEnabled: Bool
  var body: some View {
    Text("Orange")
      .foregroundColor(isEnabled ? .white : Color(.placeholderText))
      .padding()
      .background(isEnabled ? .orange : Color(.secondarySystemFill))
      .background(Color.orange.gradient)
      .clipShape(RoundedRectangle(cornerRadius: 16))
      .hoverEffect()
      .onTapGesture(perform: {})
      .previewLayout(.fixed(width: 100, height: 400))
  }
}

private struct ProgressLike: View {
  var value = 0.5
  var body: some View {
    Capsule()
      .foregroundStyle(Color(.systemGray6))
      .frame(height: 10)
      .animation(.default, value: value)
      .background(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
      .overlay(RadialGradient(colors: [.white, .clear], center: .center, startRadius: 0, endRadius: 20))
      .background(AngularGradient(gradient: Gradient(colors: [.red, .green]), center: .center))
      .background(.ultraThinMaterial, in: Capsule())
      .labelsHidden()
  }
}

@Suite @MainActor struct ShimsCompileTests {
  @Test func seedLikeViewsResolve() {
    let context = ResolveContext()
    _ = context.resolve(FocusedField())
    _ = context.resolve(OrangeLike())
    _ = context.resolve(ProgressLike())
    let state = State(wrappedValue: 0.2)
    _ = context.resolve(AdjustableView(value: state.projectedValue))
    let configuration = SliderLikeConfiguration(value: state.projectedValue, bounds: 0...1, onEditingChanged: { _ in })
    _ = context.resolve(DraggingStyle().makeBody(configuration: configuration))
    _ = context.resolve(PressTrackingStyle().body(trigger: {}))
    configuration.value = 0.7
    #expect(state.wrappedValue == 0.7)
  }

  @Test func formattedTextsInTheSeedsShapes() {
    func string(_ node: ResolvedNode) -> [String] {
      if case .text(let t) = node.kind { return [t.string] }
      return node.children.flatMap(string)
    }
    #expect(string(ResolveContext().resolve(FocusedField())) == ["20", "50%", "60"])
  }
}
