import Foundation
import SpecimenCairo
import SpecimenLayout
import SpecimenUI
import Testing
@testable import Specimen

// Snippets copied unchanged from shared/seed-styles/ZennStyles.swift and MySlider.swift,
// to prove they compile against these controls (the whole files are compiled elsewhere).

// MARK: - Progress view style

struct CustomProgressViewStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        let value = configuration.fractionCompleted ?? 0.0

        VStack(alignment: .leading) {
            GeometryReader { geometry in
                ZStack(alignment: .leading) {
                    Capsule()
                        .foregroundStyle(Color(.systemGray6))
                        .frame(width: geometry.size.width, height: 10)
                    Capsule()
                        .foregroundStyle(.orange)
                        .frame(width: CGFloat(value) * geometry.size.width, height: 10)
                        .animation(.default, value: value)
                }
            }
        }
        .frame(height: 10)
    }
}

extension ProgressViewStyle where Self == CustomProgressViewStyle {
    static var customProgressView: CustomProgressViewStyle {
        .init()
    }
}

struct Progresses: View {
    var body: some View {
        VStack(spacing: 20) {
            ProgressView(value: 0.5)
                .progressViewStyle(.customProgressView)
            ProgressView(value: 1.0)
                .progressViewStyle(.customProgressView)
        }
        .padding()
    }
}

// MARK: - Toggle style

struct CustomToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            Image(
                systemName: configuration.isOn
                    ? "tortoise" : "hare")

            configuration.label
        }
        .buttonStyle(.plain)
    }
}

extension ToggleStyle where Self == CustomToggleStyle {
    static var customToggle: CustomToggleStyle {
        .init()
    }
}

struct Toggles: View {
    @State var isOn = true

    var body: some View {
        VStack {
            Toggle(isOn: $isOn) {
                Text(".customToggle")
            }
            .toggleStyle(.customToggle)

            Toggle(isOn: .constant(false)) {
                Text(".customToggle")
            }
            .toggleStyle(.customToggle)
        }
    }
}

// MARK: - Configuration

struct MySliderStyleConfiguration {
    struct Label: View {
        let underlyingLabel: AnyView
        init(_ label: some View) {
            self.underlyingLabel = AnyView(label)
        }
        var body: some View {
            underlyingLabel
        }
    }

    struct ValueLabel: View {
        let underlyingLabel: AnyView
        init(_ label: some View) {
            self.underlyingLabel = AnyView(label)
        }
        var body: some View {
            underlyingLabel
        }
    }

    @Binding var value: Double
    let bounds: ClosedRange<Double>
    let label: Label
    let minimumValueLabel: ValueLabel
    let maximumValueLabel: ValueLabel
    let onEditingChanged: (Bool) -> Void

    init<Label: View, ValueLabel: View>(
        value: Binding<Double>,
        bounds: ClosedRange<Double>,
        label: Label,
        minimumValueLabel: ValueLabel,
        maximumValueLabel: ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void) {
        self._value = value
        self.bounds = bounds
        self.label = label as? MySliderStyleConfiguration.Label ?? .init(label)
        self.minimumValueLabel = minimumValueLabel as? MySliderStyleConfiguration.ValueLabel ?? .init(minimumValueLabel)
        self.maximumValueLabel = maximumValueLabel as? MySliderStyleConfiguration.ValueLabel ?? .init(maximumValueLabel)
        self.onEditingChanged = onEditingChanged
    }
}

// MARK: - Style protocol

protocol MySliderStyle: DynamicProperty {
    associatedtype Body: View

    @ViewBuilder func makeBody(configuration: Configuration) -> Body

    typealias Configuration = MySliderStyleConfiguration
}

// MARK: - Default style

struct DefaultMySliderStyle: MySliderStyle {
    func makeBody(configuration: Configuration) -> some View {
        Slider(value: configuration.$value,
               in: configuration.bounds,
               label: { configuration.label },
               minimumValueLabel: { configuration.minimumValueLabel },
               maximumValueLabel: { configuration.maximumValueLabel },
               onEditingChanged: configuration.onEditingChanged)
    }
}

extension MySliderStyle where Self == DefaultMySliderStyle {
    static var automatic: Self { .init() }
}

@Suite struct SeedControlSnippetTests {
  @Test func customToggleStyleDrawsTortoiseWhenOnHareWhenOff() {
    let root = ViewRenderer().place(Toggles(), in: ProposedViewSize(width: 300, height: nil))
    let images = placed("Image", in: root).compactMap { node -> String? in
      guard case .image(let image) = node.node.kind, case .symbol(let name) = image.source else { return nil }
      return name
    }
    #expect(images == ["tortoise", "hare"])
    #expect(placed("Capsule", in: root).isEmpty)
  }

  @Test func customProgressViewStyleFillsHalfAndAll() {
    let root = ViewRenderer().place(Progresses(), in: ProposedViewSize(width: 232, height: nil))
    // Padding 16 each side leaves 200; each bar has a track capsule and a fill capsule.
    let widths = placed("Capsule", in: root).map(\.frame.width)
    #expect(widths == [200, 100, 200, 200])
  }

  @Test func defaultMySliderStyleMakesASlider() {
    let configuration = MySliderStyleConfiguration(
      value: .constant(0.5), bounds: 0...1, label: Text("Volume"),
      minimumValueLabel: Text("0"), maximumValueLabel: Text("1"), onEditingChanged: { _ in })
    let body = DefaultMySliderStyle().makeBody(configuration: configuration)
    let root = ViewRenderer().place(body, in: ProposedViewSize(width: 300, height: nil))
    #expect(placed("SliderPart", in: root).count == 3)
    #expect(placed("Text", in: root).count == 2)
  }
}
