import SwiftUI
import UIKit

// UIKit controls bridged into a settings card: an attributed label, a scaled switch, a tinted
// slider with a custom thumb, a segmented control that reports back through a UIAction, and a
// wheel date picker.

struct CaptionLabel: UIViewRepresentable {
    let text: String

    func makeUIView(context: Context) -> UILabel {
        let label = UILabel()
        label.numberOfLines = 0
        label.lineBreakMode = .byWordWrapping
        label.textAlignment = .center
        label.font = UIFont.boldSystemFont(ofSize: 17)
        label.textColor = .systemPurple
        label.adjustsFontForContentSizeCategory = true
        label.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        return label
    }

    func updateUIView(_ uiView: UILabel, context: Context) {
        uiView.attributedText = NSAttributedString(string: text)
    }
}

struct BigSwitch: UIViewRepresentable {
    @Binding var isOn: Bool

    func makeUIView(context: Context) -> UISwitch {
        let toggle = UISwitch()
        toggle.onTintColor = .systemIndigo
        toggle.transform = CGAffineTransform(scaleX: 1.2, y: 1.2)
        return toggle
    }

    func updateUIView(_ uiView: UISwitch, context: Context) {
        uiView.setOn(isOn, animated: true)
    }
}

struct VolumeSlider: UIViewRepresentable {
    @Binding var value: Float

    func makeUIView(context: Context) -> UISlider {
        let slider = UISlider()
        slider.minimumValue = 0
        slider.maximumValue = 10
        slider.minimumTrackTintColor = .systemOrange
        slider.maximumTrackTintColor = .systemGray5
        slider.setThumbImage(UIImage(systemName: "circle.fill"), for: .normal)
        return slider
    }

    func updateUIView(_ uiView: UISlider, context: Context) {
        uiView.setValue(value, animated: false)
    }
}

struct UnitPicker: UIViewRepresentable {
    let units: [String]
    @Binding var selection: Int

    func makeUIView(context: Context) -> UISegmentedControl {
        let control = UISegmentedControl(items: units)
        control.selectedSegmentTintColor = .systemBackground
        control.setTitleTextAttributes([.foregroundColor: UIColor.label], for: .selected)
        control.addAction(UIAction { action in
            selection = (action.sender as? UISegmentedControl)?.selectedSegmentIndex ?? 0
        }, for: .valueChanged)
        return control
    }

    func updateUIView(_ uiView: UISegmentedControl, context: Context) {
        uiView.selectedSegmentIndex = selection
    }
}

struct ReminderPicker: UIViewRepresentable {
    @Binding var date: Date

    func makeUIView(context: Context) -> UIDatePicker {
        let picker = UIDatePicker()
        picker.datePickerMode = .time
        picker.preferredDatePickerStyle = .wheels
        picker.minuteInterval = 5
        picker.locale = Locale(identifier: "en_US")
        return picker
    }

    func updateUIView(_ uiView: UIDatePicker, context: Context) {
        uiView.setDate(date, animated: false)
    }
}

struct SoundSettings: View {
    @State private var enabled = true
    @State private var volume: Float = 5
    @State private var unit = 1
    @State private var time = Date(timeIntervalSince1970: 0)

    var body: some View {
        VStack(spacing: 0) {
            CaptionLabel(text: "Sound")
                .frame(height: 30)
            BigSwitch(isOn: $enabled)
            VolumeSlider(value: $volume)
                .frame(height: 34)
            UnitPicker(units: ["dB", "%", "Level"], selection: $unit)
                .frame(height: 32)
            ReminderPicker(date: $time)
                .frame(height: 20)
        }
    }
}
