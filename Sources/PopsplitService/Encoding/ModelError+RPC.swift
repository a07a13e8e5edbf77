import PopsplitJSON
import PopsplitModel
import PopsplitRPC

extension ModelError {
    /// The JSON-RPC error for a model error (protocol.md, section 4): UIKit's exceptions become
    /// -32001 with UIKit's text as the message.
    var rpcError: RPCError {
        var data = fields.jsonObject
        let code: Int
        switch kind {
        case .uikitException:
            code = ServiceErrorCode.uikitException
            if data["exception"] == nil { data["exception"] = "NSInvalidArgumentException" }
        case .unknownId: code = ServiceErrorCode.unknownId
        case .invalidState: code = ServiceErrorCode.invalidState
        case .invalidDocument: code = ServiceErrorCode.invalidDocument
        }
        return RPCError(code: code, message: message, data: data.count == 0 ? nil : .object(data))
    }
}
