import CompatSupport
import SpecimenUI

public let compatCase = CompatCase("TextFieldUnderline", width: 200, height: 40,
    probes: [.at(100, 39, "#007AFF", tolerance: 6)]) {
    TextField("Email", text: .constant("")).textFieldStyle(UnderlinedFieldStyle()).frame(height: 40, alignment: .bottom)
}
