internal import SwiftSyntax

/// The optional requirements of the `@objc` protocols declared in the ported files, and the
/// names `#selector`/`#keyPath` refer to (their `@objc` must stay).
struct OptionalRequirements {
    struct Method: Hashable {
        var baseName: String
        /// Argument labels, `_` for none.
        var labels: [String]
        var isAsync: Bool
    }

    var methods: Set<Method> = []
    var properties: Set<String> = []
    /// Protocols that were `@objc`: class-bound through it.
    var objcProtocols: Set<String> = []
    /// Base names `#selector(…)`, `#keyPath(…)` name: their declarations keep `@objc`.
    var selectorNames: Set<String> = []

    mutating func merge(_ other: OptionalRequirements) {
        methods.formUnion(other.methods)
        properties.formUnion(other.properties)
        objcProtocols.formUnion(other.objcProtocols)
        selectorNames.formUnion(other.selectorNames)
    }

    /// The requirement a call `base.name?(arguments)` calls, if it is one.
    func method(named name: String, labels: [String], trailingClosures: Int) -> Method? {
        methods.first { method in
            guard method.baseName == name else { return false }
            if trailingClosures == 0 { return method.labels == labels }
            return method.labels.count == labels.count + trailingClosures && Array(method.labels.prefix(labels.count)) == labels
        }
    }
}

/// Reads the optional requirements and selector names of one file.
final class RequirementCollector: SyntaxVisitor {
    let fileName: String
    var found = OptionalRequirements()

    init(fileName: String) {
        self.fileName = fileName
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.attributes.contains(where: { $0.isObjC }) { found.objcProtocols.insert(node.name.text) }
        for item in node.memberBlock.members {
            if let function = item.decl.as(FunctionDeclSyntax.self), function.modifiers.contains(.optional) {
                found.methods.insert(
                    .init(
                        baseName: function.name.text, labels: function.signature.parameterClause.parameters.map { $0.firstName.text },
                        isAsync: function.signature.effectSpecifiers?.asyncSpecifier != nil))
            }
            if let variable = item.decl.as(VariableDeclSyntax.self), variable.modifiers.contains(.optional) {
                for binding in variable.bindings {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { found.properties.insert(name) }
                }
            }
        }
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if ["selector", "keyPath"].contains(node.macroName.text), !SelectorName.isInRespondsCall(node) {
            for argument in node.arguments {
                if let name = SelectorName.baseName(of: argument.expression) { found.selectorNames.insert(name) }
            }
        }
        return .visitChildren
    }
}

enum SelectorName {
    /// Whether `node` is the argument of `responds(to:)`: a check of an optional requirement, not a use of `@objc`.
    static func isInRespondsCall(_ node: MacroExpansionExprSyntax) -> Bool {
        guard let call = node.parent?.parent?.parent?.as(FunctionCallExprSyntax.self) else { return false }
        let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        return name == "responds"
    }

    /// `f` in `P.f(_:)`, `f(_:)`, `self.f`, `\.f`.
    static func baseName(of expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let keyPath = expression.as(KeyPathExprSyntax.self), let last = keyPath.components.last,
            let property = last.component.as(KeyPathPropertyComponentSyntax.self)
        {
            return property.declName.baseName.text
        }
        return nil
    }
}

extension AttributeListSyntax.Element {
    var attribute: AttributeSyntax? {
        if case .attribute(let attribute) = self { return attribute }
        return nil
    }

    var isObjC: Bool { attribute?.isObjC ?? false }
}

extension AttributeSyntax {
    var name: String { attributeName.trimmedDescription }
    var isObjC: Bool { name == "objc" }
}

extension DeclModifierListSyntax {
    func contains(_ keyword: Keyword) -> Bool {
        contains { $0.name.tokenKind == .keyword(keyword) }
    }

    func first(_ keyword: Keyword) -> DeclModifierSyntax? {
        first { $0.name.tokenKind == .keyword(keyword) }
    }
}
